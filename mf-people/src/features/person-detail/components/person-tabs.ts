/**
 * The tabs of a person's page and who sees them, as data:
 * each tab names the roles of the profiles it is shown for and the roles of the readers it is shown to.
 * The server applies the same rules to what it answers (bank details, expenses, trainings).
 */
import type { RoleSlug } from '@irt/api/contract';
import { ACCOUNTS_CLOSED_BY, CAN_READ_PERSON_EXPENSES, CAN_REOPEN_ACCOUNTS, roleCan } from '@irt/api/constants';

export type PersonTabKey = 'personnel' | 'professionnel' | 'remboursements' | 'bancaire' | 'formations';

export interface PersonTab {
  key: PersonTabKey;
  label: string;
  /** The roles of the viewed profile the tab exists for. */
  viewed: readonly RoleSlug[];
  /** The roles of the readers who see it. */
  viewers: readonly RoleSlug[];
}

const EVERYONE: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const STAFF: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const TRAINERS: readonly RoleSlug[] = ['intervenant', 'responsable-pedagogique'];

export const PERSON_TABS: readonly PersonTab[] = [
  { key: 'personnel', label: 'Informations personnelles', viewed: EVERYONE, viewers: STAFF },
  { key: 'professionnel', label: 'Informations professionnelles', viewed: ['stagiaire'], viewers: STAFF },
  { key: 'remboursements', label: 'Remboursements et justificatifs', viewed: EVERYONE, viewers: CAN_READ_PERSON_EXPENSES },
  { key: 'bancaire', label: 'Coordonnées bancaires', viewed: [...TRAINERS, 'stagiaire'], viewers: ['administrateur'] },
  { key: 'formations', label: 'Formations', viewed: TRAINERS, viewers: STAFF },
];

/** The tabs a reader of role `viewer` sees on the page of a profile of role `viewed`, in order. */
export function tabsFor(viewed: RoleSlug, viewer: RoleSlug | null): readonly PersonTab[] {
  if (viewer === null) return [];
  return PERSON_TABS.filter((tab) => tab.viewed.includes(viewed) && tab.viewers.includes(viewer));
}

/** Where 'Modifier le compte' leads for a profile: the trainee account form, or the team's account form. */
export function accountFormPath(viewed: RoleSlug, profileId: number): string {
  return viewed === 'stagiaire' ? `/modifier-un-compte/${profileId}` : `/equipe/modifier-un-compte/${profileId}`;
}

/**
 * The readers offered 'Modifier le compte' (the gestionnaire and the administrateur while
 * the profile is active; the responsable pédagogique, the administrateur and the intervenant for an
 * intervenant's profile), by role of the viewed profile. The link also needs its page to exist for the
 * reader (the trainee form at /modifier-un-compte/{id} is the administrateur's only).
 */
export const ACCOUNT_EDITORS: Readonly<Record<RoleSlug, readonly RoleSlug[]>> = {
  administrateur: ['administrateur', 'gestionnaire'],
  gestionnaire: ['administrateur', 'gestionnaire'],
  'responsable-pedagogique': ['administrateur', 'gestionnaire'],
  intervenant: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'],
  stagiaire: ['administrateur', 'gestionnaire'],
};

export interface AccountActions {
  /** 'Modifier le compte' is offered (its page existing aside). */
  edit: boolean;
  /** 'Clôturer le compte' is offered. */
  close: boolean;
  /** 'Réactiver le compte' is offered (a closed account, to the administrateur). */
  reopen: boolean;
}

/**
 * What a reader may do with the account of the page: edit and close it while it is active (never closing
 * their own), reopen it once closed.
 */
export function accountActions(viewed: { role: RoleSlug; active: boolean; own: boolean }, viewer: RoleSlug | null): AccountActions {
  if (viewer === null) return { edit: false, close: false, reopen: false };
  if (!viewed.active) return { edit: false, close: false, reopen: roleCan(CAN_REOPEN_ACCOUNTS, viewer) };
  return {
    edit: ACCOUNT_EDITORS[viewed.role].includes(viewer),
    close: !viewed.own && ACCOUNTS_CLOSED_BY[viewer].includes(viewed.role),
    reopen: false,
  };
}

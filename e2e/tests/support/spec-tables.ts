// The specification's tables, copied here as data: they are the oracle of the tests, independent of
// the tables the portal itself uses (shared-auth), so a wrong table in the portal makes a test fail.
import type { RoleSlug } from '@irt/api/contract';

export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  role: RoleSlug;
  roleName: string;
  email: string;
}

/** One demo account per role (README, shared interfaces). */
export const DEMO_ACCOUNTS: Record<RoleSlug, DemoAccount> = {
  administrateur: { role: 'administrateur', roleName: 'Administrateur', email: 'admin@irt-demo.fr' },
  gestionnaire: { role: 'gestionnaire', roleName: 'Gestionnaire', email: 'gestionnaire@irt-demo.fr' },
  'responsable-pedagogique': {
    role: 'responsable-pedagogique',
    roleName: 'Responsable pédagogique',
    email: 'responsable@irt-demo.fr',
  },
  intervenant: { role: 'intervenant', roleName: 'Intervenant', email: 'intervenant@irt-demo.fr' },
  stagiaire: { role: 'stagiaire', roleName: 'Stagiaire', email: 'stagiaire@irt-demo.fr' },
};

export const ALL_ROLES = Object.keys(DEMO_ACCOUNTS) as RoleSlug[];
const STAFF: RoleSlug[] = ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'];

/** Sidebar entries and the roles that see them. */
export const SIDEBAR_TABLE: { entries: string[]; roles: RoleSlug[] }[] = [
  { entries: ['Tableau de bord'], roles: ALL_ROLES },
  { entries: ['Mon profil'], roles: ['stagiaire'] },
  { entries: ['Formations', 'Stagiaires', 'Calendrier'], roles: STAFF },
  { entries: ['Formateurs'], roles: ['responsable-pedagogique', 'administrateur', 'gestionnaire'] },
  { entries: ['Heures formateurs'], roles: ['administrateur', 'responsable-pedagogique'] },
  // 'Qualité' is the portal's addition (docs/decisions.md): the satisfaction results, the four staff roles.
  { entries: ['Qualité'], roles: STAFF },
  // 'Emails envoyés' is the portal's addition (docs/decisions.md): the outbox, administrateur only.
  { entries: ['Équipe', 'Régie', 'Exports', 'Référentiel', 'Emails envoyés'], roles: ['administrateur'] },
  { entries: ['Catalogue de formations'], roles: ['administrateur', 'gestionnaire', 'stagiaire'] },
  // Complaints and improvement actions, the portal's addition (docs/decisions.md).
  { entries: ['Mes réclamations'], roles: ['stagiaire'] },
  { entries: ['Réclamations', 'Actions d’amélioration'], roles: ['administrateur', 'gestionnaire'] },
  { entries: ['Faire une réclamation'], roles: STAFF },
  { entries: ['Informations légales'], roles: ALL_ROLES },
  // The accessibility statement with the portal's state, the portal's addition (docs/decisions.md).
  { entries: ['Accessibilité : partiellement conforme'], roles: ALL_ROLES },
];

export const ALL_SIDEBAR_ENTRIES = SIDEBAR_TABLE.flatMap((row) => row.entries);

export function sidebarEntriesOf(role: RoleSlug): string[] {
  return SIDEBAR_TABLE.filter((row) => row.roles.includes(role)).flatMap((row) => row.entries);
}

/** The remotes each role may load (folder names under /remotes/). */
export const REMOTE_FOLDERS = ['mf-trainee', 'mf-trainings', 'mf-people', 'mf-finance', 'mf-admin'] as const;
export type RemoteFolder = (typeof REMOTE_FOLDERS)[number];

export const ALLOWED_REMOTES: Record<RoleSlug, RemoteFolder[]> = {
  stagiaire: ['mf-trainee'],
  intervenant: ['mf-trainings', 'mf-people', 'mf-trainee'],
  'responsable-pedagogique': ['mf-trainings', 'mf-people', 'mf-trainee'],
  gestionnaire: ['mf-trainings', 'mf-people', 'mf-trainee', 'mf-finance', 'mf-admin'],
  administrateur: ['mf-trainings', 'mf-people', 'mf-trainee', 'mf-finance', 'mf-admin'],
};

/** A few routes with the roles allowed on them. */
export const ROUTE_ACCESS: { path: string; roles: RoleSlug[] }[] = [
  { path: '/formations', roles: STAFF },
  { path: '/stagiaires', roles: STAFF },
  { path: '/formateurs', roles: ['administrateur', 'gestionnaire', 'responsable-pedagogique'] },
  { path: '/formateurs/heures', roles: ['administrateur', 'responsable-pedagogique'] },
  { path: '/agenda', roles: STAFF },
  { path: '/qualite', roles: STAFF },
  { path: '/formations/creer-une-formation', roles: ['administrateur', 'gestionnaire', 'responsable-pedagogique'] },
  { path: '/formations/editer-une-formation/1', roles: ['administrateur', 'gestionnaire', 'responsable-pedagogique'] },
  { path: '/regie', roles: ['administrateur'] },
  { path: '/exports', roles: ['administrateur'] },
  { path: '/referentiel', roles: ['administrateur'] },
  { path: '/emails-envoyes', roles: ['administrateur'] },
];

/** The remote whose routes a staff dashboard comes from. */
export const DASHBOARD_REMOTE: Record<RoleSlug, RemoteFolder> = {
  stagiaire: 'mf-trainee',
  intervenant: 'mf-trainings',
  'responsable-pedagogique': 'mf-trainings',
  gestionnaire: 'mf-trainings',
  administrateur: 'mf-trainings',
};

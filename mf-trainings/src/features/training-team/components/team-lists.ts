import type { StaffType } from '@irt/api/contract';

/** The two lists of the team, supervisors first, with their texts. */
export const TEAM_LISTS: readonly { type: StaffType; title: string; addLabel: string; empty: string }[] = [
  {
    type: 'pedagogical_supervisors',
    title: 'Responsables pédagogiques',
    addLabel: 'Ajouter un responsable pédagogique',
    empty: 'Aucun responsable pédagogique associé',
  },
  { type: 'teachers', title: 'Intervenants', addLabel: 'Ajouter un intervenant', empty: 'Aucun intervenant associé' },
];

export const DELETE_CONFIRMATION = 'Voulez-vous supprimer cet intervenant ?';

/** Where a team row leads: the trainer's detail. */
export const trainerPath = (profileId: number) => `/formateurs/${profileId}`;

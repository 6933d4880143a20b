/**
 * The side menu as data. The shell renders it for the logged-in role; icons are named
 * by key because this package carries no UI code.
 */
import type { RoleSlug } from '@irt/api/contract';
import { CAN_LIST_TRAININGS, ROLE_SLUGS } from '@irt/api/constants';
import { ACCESSIBILITY_LINK_LABEL, ACCESSIBILITY_STATEMENT_PATH } from './accessibility';

export type SidebarGroup = 'main' | 'administration' | 'public-links' | 'footer';

export type SidebarIcon =
  | 'dashboard'
  | 'profile'
  | 'trainings'
  | 'trainees'
  | 'calendar'
  | 'trainers'
  | 'hours'
  | 'team'
  | 'regie'
  | 'exports'
  | 'reference-data'
  | 'catalogue'
  | 'legal'
  | 'accessibility'
  | 'emails'
  | 'audit'
  | 'jobs'
  | 'quality'
  | 'complaints'
  | 'improvement-actions';

export interface SidebarEntry {
  label: string;
  path: string;
  roles: readonly RoleSlug[];
  group: SidebarGroup;
  icon: SidebarIcon;
}

/** Titles shown above the grouped entries; the main and footer groups have none. */
export const SIDEBAR_GROUP_TITLES: Readonly<Record<SidebarGroup, string | null>> = {
  main: null,
  administration: 'Administration',
  'public-links': 'Liens publics',
  footer: null,
};

const ALL: readonly RoleSlug[] = ROLE_SLUGS;
/** The institute's team: the roles who list the trainings. */
const STAFF: readonly RoleSlug[] = CAN_LIST_TRAININGS;

export const SIDEBAR: readonly SidebarEntry[] = [
  { label: 'Tableau de bord', path: '/', roles: ALL, group: 'main', icon: 'dashboard' },
  { label: 'Mon profil', path: '/profil', roles: ['stagiaire'], group: 'main', icon: 'profile' },
  // Not in the specification's menu: the trainee's complaints and the form to file one (see the route table).
  { label: 'Mes réclamations', path: '/mes-reclamations', roles: ['stagiaire'], group: 'main', icon: 'complaints' },
  { label: 'Formations', path: '/formations', roles: STAFF, group: 'main', icon: 'trainings' },
  { label: 'Stagiaires', path: '/stagiaires', roles: STAFF, group: 'main', icon: 'trainees' },
  { label: 'Calendrier', path: '/agenda', roles: STAFF, group: 'main', icon: 'calendar' },
  {
    label: 'Formateurs',
    path: '/formateurs',
    roles: ['responsable-pedagogique', 'administrateur', 'gestionnaire'],
    group: 'main',
    icon: 'trainers',
  },
  {
    label: 'Heures formateurs',
    path: '/formateurs/heures',
    roles: ['administrateur', 'responsable-pedagogique'],
    group: 'main',
    icon: 'hours',
  },
  // Not in the specification's menu: the satisfaction results (see the route table).
  { label: 'Qualité', path: '/qualite', roles: STAFF, group: 'main', icon: 'quality' },
  // Not in the specification's menu: the complaints to answer and the improvement actions.
  { label: 'Réclamations', path: '/reclamations', roles: ['administrateur', 'gestionnaire'], group: 'main', icon: 'complaints' },
  {
    label: 'Actions d’amélioration',
    path: '/actions-amelioration',
    roles: ['administrateur', 'gestionnaire'],
    group: 'main',
    icon: 'improvement-actions',
  },
  { label: 'Équipe', path: '/equipe', roles: ['administrateur'], group: 'administration', icon: 'team' },
  { label: 'Régie', path: '/regie', roles: ['administrateur'], group: 'administration', icon: 'regie' },
  { label: 'Exports', path: '/exports', roles: ['administrateur'], group: 'administration', icon: 'exports' },
  {
    label: 'Référentiel',
    path: '/referentiel',
    roles: ['administrateur'],
    group: 'administration',
    icon: 'reference-data',
  },
  // Not in the specification's menu: the emails the portal recorded (see the route table).
  { label: 'Emails envoyés', path: '/emails-envoyes', roles: ['administrateur'], group: 'administration', icon: 'emails' },
  // Not in the specification's menu: the audit trail and the check of its chain (see the route table).
  { label: 'Journal d’audit', path: '/journal-audit', roles: ['administrateur'], group: 'administration', icon: 'audit' },
  // Not in the specification's menu: the jobs of the queue and 'Relancer' (see the route table).
  { label: 'Tâches planifiées', path: '/taches-planifiees', roles: ['administrateur'], group: 'administration', icon: 'jobs' },
  {
    label: 'Catalogue de formations',
    path: '/catalogue-de-formations',
    roles: ['administrateur', 'gestionnaire', 'stagiaire'],
    group: 'public-links',
    icon: 'catalogue',
  },
  // The team files a complaint of its own from the foot of the menu (the same page as the trainee's).
  { label: 'Faire une réclamation', path: '/mes-reclamations', roles: STAFF, group: 'footer', icon: 'complaints' },
  { label: 'Informations légales', path: '/informations-legales', roles: ALL, group: 'footer', icon: 'legal' },
  // The accessibility statement, reached from every page with its state written out (RGAA).
  { label: ACCESSIBILITY_LINK_LABEL, path: ACCESSIBILITY_STATEMENT_PATH, roles: ALL, group: 'footer', icon: 'accessibility' },
];

/** The entries a role sees, in table order. */
export function sidebarFor(role: RoleSlug): SidebarEntry[] {
  return SIDEBAR.filter((entry) => entry.roles.includes(role));
}

/** The entries a role sees, grouped in display order; empty groups are left out. */
export function sidebarGroupsFor(role: RoleSlug): { group: SidebarGroup; title: string | null; entries: SidebarEntry[] }[] {
  const order: SidebarGroup[] = ['main', 'administration', 'public-links', 'footer'];
  const entries = sidebarFor(role);
  return order
    .map((group) => ({ group, title: SIDEBAR_GROUP_TITLES[group], entries: entries.filter((e) => e.group === group) }))
    .filter((section) => section.entries.length > 0);
}

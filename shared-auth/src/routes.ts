/**
 * The route table of the portal as data: the shell builds its router from it, the guard
 * reads the access rules from it and the top bar reads the search context from it.
 * Paths use react-router's syntax (`:id`).
 */
import type { RoleSlug } from '@irt/api/contract';
import type { RemoteName } from './remotes';
import { LOGIN_PAGE_PARAMS, LOGIN_PAGE_PATH } from '@irt/api/constants';

/** Who may open a route: a list of role slugs, 'public' (anyone) or 'no-rule' (the spec gives none). */
export type RouteAccess = readonly RoleSlug[] | 'public' | 'no-rule';

/**
 * 'app': sidebar + top bar + terms dialog; 'public': no portal frame, the page is shown in the public
 * layout (the shell's public pages bring it themselves); 'bare': nothing around the page.
 */
export type RouteLayout = 'app' | 'public' | 'bare';

/** Which search dialog the top bar's search button opens. */
export type SearchContext = 'trainings' | 'catalog' | 'dashboard' | 'trainees' | 'teachers' | 'team';

/** Pages that live in the shell itself. */
export type ShellPageKey =
  | 'login'
  | 'password-reset-request'
  | 'password-reset'
  | 'email-verification'
  | 'legal'
  | 'accessibility-statement'
  | 'published-results'
  | 'not-found';

/** A module exposed by a remote, loaded at runtime. */
export interface RemotePage {
  remote: RemoteName;
  module: string;
}

/** What a route renders: a remote module, a shell page, or the 'Page en construction' panel. */
export type RoutePage = RemotePage | ShellPageKey | 'under-construction';

export interface RouteDefinition {
  path: string;
  /** Route name as the spec names it (e.g. 'Tableau de bord', 'Inscription'). */
  name: string;
  /** Page title shown in the browser tab; DEFAULT_TITLE when absent. */
  title?: string;
  roles: RouteAccess;
  layout: RouteLayout;
  searchContext?: SearchContext;
  /** Page for every role, unless `pageByRole` names another one for that role. */
  page: RoutePage;
  pageByRole?: Partial<Record<RoleSlug, RoutePage>>;
  /** Where a visitor without a session is sent, instead of the authentication page. */
  visitorPath?: string;
}

export const DEFAULT_TITLE = 'IRT - Portail des formations';

/** Path of the route named Authentification. */
export const LOGIN_PATH = LOGIN_PAGE_PATH;
/** The authentication page with its sign-up dialog open ('Créer un compte'). */
export const SIGN_UP_PATH = `${LOGIN_PATH}?${LOGIN_PAGE_PARAMS.signUp}=1`;
/** Path of the route named Tableau de bord. */
export const DASHBOARD_PATH = '/';
/** Path of the route named Inscription (own profile creation or edition). */
export const PROFILE_SETUP_PATH = '/modifier-un-compte';

const ALL_ROLES = [
  'administrateur',
  'gestionnaire',
  'responsable-pedagogique',
  'intervenant',
  'stagiaire',
] as const satisfies readonly RoleSlug[];
const STAFF = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] as const;
const MANAGERS = ['administrateur', 'gestionnaire', 'responsable-pedagogique'] as const;
const ADMIN = ['administrateur'] as const;
/** Who handles the complaints and the improvement actions. */
const QUALITY = ['administrateur', 'gestionnaire'] as const;

const UNDER_CONSTRUCTION = 'under-construction' as const;

export const ROUTES: readonly RouteDefinition[] = [
  {
    path: '/',
    name: 'Tableau de bord',
    title: 'Tableau de bord',
    roles: ALL_ROLES,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_trainings', module: './Dashboard' },
    pageByRole: { stagiaire: { remote: 'mf_trainee', module: './Dashboard' } },
  },
  {
    path: '/authentification',
    name: 'Authentification',
    title: 'Connexion',
    roles: 'public',
    layout: 'public',
    page: 'login',
  },
  {
    path: '/reinitialisation',
    name: 'Réinitialisation',
    title: 'Mot de passe oublié',
    roles: 'no-rule',
    layout: 'public',
    page: 'password-reset-request',
  },
  {
    path: '/reinitialisation-mot-de-passe',
    name: 'Réinitialisation du mot de passe',
    title: 'Nouveau mot de passe',
    roles: 'no-rule',
    layout: 'public',
    page: 'password-reset',
  },
  {
    path: '/verification-email',
    name: "Vérification de l'email",
    title: 'Vérification de votre email',
    roles: 'public',
    layout: 'public',
    page: 'email-verification',
  },
  {
    path: '/informations-legales',
    name: 'Informations légales',
    title: 'Informations légales',
    roles: 'public',
    layout: 'public',
    page: 'legal',
  },
  {
    // Required of a public body's portal (RGAA): the statement and its feedback form, open to anyone.
    path: '/declaration-d-accessibilite',
    name: "Déclaration d'accessibilité",
    title: "Déclaration d'accessibilité",
    roles: 'public',
    layout: 'public',
    page: 'accessibility-statement',
  },
  {
    // Not in the specification: the satisfaction and completion results published to anyone.
    path: '/nos-resultats',
    name: 'Nos résultats',
    title: 'Nos résultats',
    roles: 'public',
    layout: 'public',
    page: 'published-results',
  },
  {
    path: '/catalogue-de-formations',
    name: 'Catalogue de formations',
    title: 'Catalogue de formations',
    roles: ALL_ROLES,
    layout: 'public',
    searchContext: 'catalog',
    page: { remote: 'mf_trainee', module: './Catalogue' },
  },
  {
    // The spec gives this route the login flag and an empty role list: nobody may open it. Accounts
    // are created from the login page's dialog, where the guard sends a visitor (`visitorPath`); a
    // signed-in user goes to the dashboard. Its page is that login page, never the construction panel.
    path: '/creer-un-compte',
    name: 'Créer un compte',
    title: 'Créer un compte',
    roles: [],
    layout: 'public',
    page: 'login',
    visitorPath: SIGN_UP_PATH,
  },
  {
    path: '/formations',
    name: 'Formations',
    title: 'Formations',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './TrainingsList' },
  },
  {
    path: '/formations/creer-une-formation',
    name: 'Créer une formation',
    title: 'Créer une formation',
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './TrainingForm' },
  },
  {
    path: '/formations/editer-une-formation/:idTraining',
    name: 'Modifier une formation',
    title: 'Modifier une formation',
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './TrainingForm' },
  },
  {
    path: '/formations/:id',
    name: 'Détails de la formation',
    title: 'Détails de la formation',
    roles: ALL_ROLES,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './TrainingDetail' },
    pageByRole: { stagiaire: { remote: 'mf_trainee', module: './TrainingView' } },
  },
  {
    path: '/inscription/:id',
    name: 'Inscription à une formation',
    title: 'Inscription à une formation',
    roles: ['stagiaire'],
    layout: 'app',
    searchContext: 'catalog',
    page: { remote: 'mf_trainee', module: './Registration' },
  },
  {
    path: '/stagiaires',
    name: 'Stagiaires',
    title: 'Stagiaires',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainees',
    page: { remote: 'mf_people', module: './TraineesList' },
  },
  {
    path: '/stagiaires/:id',
    name: 'Détails du stagiaire',
    title: 'Stagiaire',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainees',
    page: { remote: 'mf_people', module: './TraineeDetail' },
  },
  {
    path: '/formateurs',
    name: 'Formateurs',
    title: 'Formateurs',
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'teachers',
    page: { remote: 'mf_people', module: './TeachersList' },
  },
  {
    path: '/formateurs/heures',
    name: 'Heures formateurs',
    title: 'Heures formateurs',
    roles: ['administrateur', 'responsable-pedagogique'],
    layout: 'app',
    searchContext: 'teachers',
    page: { remote: 'mf_people', module: './StaffHours' },
  },
  {
    path: '/formateurs/:id',
    name: 'Détails du formateur',
    title: 'Formateur',
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'teachers',
    page: { remote: 'mf_people', module: './TeacherDetail' },
  },
  {
    path: '/equipe',
    name: 'Équipe',
    title: 'Équipe',
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'team',
    page: { remote: 'mf_people', module: './TeamDirectory' },
  },
  {
    path: '/equipe/creer-un-compte/:roleId',
    name: "Créer un membre de l'équipe",
    title: "Créer un membre de l'équipe",
    roles: MANAGERS,
    layout: 'app',
    searchContext: 'team',
    page: { remote: 'mf_people', module: './TeamMemberCreate' },
  },
  {
    path: '/equipe/modifier-un-compte/:profileId',
    name: "Modifier un membre de l'équipe",
    title: "Modifier un membre de l'équipe",
    roles: STAFF,
    layout: 'app',
    searchContext: 'team',
    page: { remote: 'mf_people', module: './TeamMemberEdit' },
  },
  {
    path: '/equipe/:profileId',
    name: "Profil d'un membre de l'équipe",
    title: "Membre de l'équipe",
    roles: STAFF,
    layout: 'app',
    searchContext: 'team',
    page: { remote: 'mf_people', module: './TeamMemberProfile' },
  },
  {
    path: '/profil',
    name: 'Profil',
    title: 'Mon profil',
    roles: ALL_ROLES,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_people', module: './TeamMemberProfile' },
    pageByRole: { stagiaire: { remote: 'mf_trainee', module: './Profile' } },
  },
  {
    path: '/modifier-un-compte',
    name: 'Inscription',
    // One name per page, the one its links use: 'Mon profil' shows it, 'Modifier mon profil' edits it.
    title: 'Modifier mon profil',
    roles: ALL_ROLES,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_people', module: './TeamMemberEdit' },
    pageByRole: { stagiaire: { remote: 'mf_trainee', module: './AccountForm' } },
  },
  {
    // A trainee's account form for the profile :id, or a team member's form on a staff profile (mf_people's dispatch).
    path: '/modifier-un-compte/:id',
    name: 'Modifier un compte',
    title: 'Modifier un compte',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_people', module: './AccountEditDispatch' },
  },
  {
    path: '/agenda',
    name: 'Calendrier',
    title: 'Calendrier',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './Calendar' },
  },
  {
    // Not in the specification's table: the satisfaction results per theme and year (the roles of the
    // Évaluations tab; an intervenant's figures count the trainings they teach, as the API scopes them).
    path: '/qualite',
    name: 'Qualité',
    title: 'Qualité',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './Quality' },
  },
  {
    path: '/regie',
    name: 'Régie',
    title: 'Régie',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_finance', module: './Regie' },
  },
  {
    path: '/exports',
    name: 'Exports',
    title: 'Exports et statistiques',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Exports' },
  },
  {
    path: '/referentiel',
    name: 'Référentiel',
    title: 'Éditer le référentiel',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Referentiel' },
  },
  {
    // Not in the specification's table: where the administrateur reads the emails the portal sent
    // (or, with no SMTP server, would have sent), one-time links masked.
    path: '/emails-envoyes',
    name: 'Emails envoyés',
    title: 'Emails envoyés',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Outbox' },
  },
  {
    // Not in the specification's table: the audit trail, with the check of its hash chain.
    path: '/journal-audit',
    name: 'Journal d’audit',
    title: 'Journal d’audit',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Audit' },
  },
  {
    // Not in the specification's table: the jobs of the queue (email relay, retention, seat offers…),
    // failed ones with their error and 'Relancer'.
    path: '/taches-planifiees',
    name: 'Tâches planifiées',
    title: 'Tâches planifiées',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Jobs' },
  },
  {
    // Not in the specification's table: the teacher's 'Émargement' screen of the half-day in progress
    // (QR code, signatures), and the address its QR code (or a visio link) opens on a trainee's phone.
    path: '/formations/:id/emargement',
    name: 'Émargement',
    title: 'Émargement',
    roles: STAFF,
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './Signing' },
  },
  {
    // Not in the specification's table: the cold survey a trainee receives by email three months after a
    // training, and the survey of its teaching team at its end (docs/decisions.md, "Questionnaires").
    path: '/formations/:id/questionnaire-a-froid',
    name: 'Questionnaire à froid',
    title: 'Questionnaire à froid',
    roles: ['stagiaire'],
    layout: 'app',
    searchContext: 'catalog',
    page: { remote: 'mf_trainee', module: './ColdSurvey' },
  },
  {
    path: '/formations/:id/questionnaire-equipe',
    name: 'Questionnaire de l’équipe pédagogique',
    title: 'Questionnaire de l’équipe pédagogique',
    roles: ['responsable-pedagogique', 'intervenant'],
    layout: 'app',
    searchContext: 'trainings',
    page: { remote: 'mf_trainings', module: './TeamSurvey' },
  },
  {
    path: '/emargement/:token',
    name: 'Signer la demi-journée',
    title: 'Émargement',
    roles: ['stagiaire'],
    layout: 'app',
    searchContext: 'catalog',
    page: { remote: 'mf_trainee', module: './Signing' },
  },
  {
    // Not in the specification's table: 'Faire une réclamation' and one's own complaints with their
    // answers, for everyone logged in (one page, the trainee's remote, for every role).
    path: '/mes-reclamations',
    name: 'Mes réclamations',
    title: 'Mes réclamations',
    roles: ALL_ROLES,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_trainee', module: './MyComplaints' },
  },
  {
    // Not in the specification's table: the complaints the institute received, to answer.
    path: '/reclamations',
    name: 'Réclamations',
    title: 'Réclamations',
    roles: QUALITY,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Complaints' },
  },
  {
    path: '/reclamations/:id',
    name: 'Détails de la réclamation',
    title: 'Réclamation',
    roles: QUALITY,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './ComplaintDetail' },
  },
  {
    // Not in the specification's table: the improvement actions (from complaints, evaluation results or other).
    path: '/actions-amelioration',
    name: 'Actions d’amélioration',
    title: 'Actions d’amélioration',
    roles: QUALITY,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './ImprovementActions' },
  },
  {
    // Not in the specification's table: the bilan pédagogique et financier of a year (Cerfa 10443),
    // reached from the Exports page.
    path: '/exports/bpf',
    name: 'BPF',
    title: 'Bilan pédagogique et financier',
    roles: ADMIN,
    layout: 'app',
    searchContext: 'dashboard',
    page: { remote: 'mf_admin', module: './Bpf' },
  },
  {
    path: '*',
    name: 'Page introuvable',
    title: 'Page introuvable',
    roles: 'public',
    layout: 'bare',
    page: 'not-found',
  },
];

/** True when the route can be opened without being logged in. */
export function isPublicRoute(route: RouteDefinition): boolean {
  return route.roles === 'public' || route.roles === 'no-rule';
}

/** Whether a logged-in user of this role may open the route (public routes: always). */
export function canAccess(route: RouteDefinition, role: RoleSlug): boolean {
  if (isPublicRoute(route)) return true;
  return (route.roles as readonly RoleSlug[]).includes(role);
}

/** What the route renders for this role. */
export function pageFor(route: RouteDefinition, role: RoleSlug | null): RoutePage {
  return (role && route.pageByRole?.[role]) || route.page;
}

/** Browser-tab title of a route. */
export function documentTitle(route: RouteDefinition | undefined): string {
  return route?.title ? `${route.title} - IRT` : DEFAULT_TITLE;
}

export function isRemotePage(page: RoutePage): page is RemotePage {
  return typeof page === 'object';
}

/**
 * The route an address opens, as the router picks it: same number of segments, each one equal or a
 * parameter, the most literal segments winning ('/formateurs/heures' before '/formateurs/:id').
 */
export function matchRoute(address: string, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition | undefined {
  const segments = (address.split(/[?#]/)[0] || '/').split('/').filter(Boolean);
  let best: RouteDefinition | undefined;
  let bestScore = -1;
  for (const route of routes) {
    if (route.path === '*') continue;
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) return segments[index] !== '';
      if (part !== decodeURIComponent(segments[index])) return false;
      score += 1;
      return true;
    });
    if (matches && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Whether the page an address opens exists for this role: a route still 'Page en construction' (or an
 * unknown address) is not linked from the built screens, and the links come back when its page lands.
 */
export function isRouteBuilt(address: string, role: RoleSlug | null, routes: readonly RouteDefinition[] = ROUTES): boolean {
  const route = matchRoute(address, routes);
  return route !== undefined && pageFor(route, role) !== UNDER_CONSTRUCTION;
}

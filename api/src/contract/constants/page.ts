import { DASHBOARD_PER_PAGE } from './limits';
import type { RoleSlug } from './roles';

/** The id of the JSON data block of the page's HTML that carries the session's first answers (`FirstWave`). */
export const FIRST_WAVE_ELEMENT_ID = 'irt-first-wave';

/**
 * The id of the element of the login page's HTML that holds that page drawn at build time, shown while the
 * page's code arrives and replaced by the page itself once it runs (shell: pages/public/prerendered-login.ts).
 */
export const LOGIN_PRERENDER_ELEMENT_ID = 'irt-login-prerender';

/** The file, beside the shell's index.html, that holds the login page drawn at build time (scripts/prerender-pages.mjs). */
export const LOGIN_PRERENDER_FILE = 'login-page.html';

/**
 * The id of the element of a dashboard's HTML that holds the logged-in frame and the dashboard's heading
 * drawn at build time for the user's role, shown while the page's code arrives and removed once the page
 * itself shows (shell: layout/drawn-frame.ts).
 */
export const FRAME_PRERENDER_ELEMENT_ID = 'irt-frame-prerender';

/** The file, beside the shell's index.html, that holds each role's frame drawn at build time (JSON: role → HTML). */
export const FRAME_PRERENDER_FILE = 'dashboard-frames.json';

/**
 * What the server writes into a frame drawn at build time for the user it answers (HTML-escaped): the
 * drawing holds these markers where the user's name, its initial, the role's name and the heading go.
 */
export const FRAME_PRERENDER_SLOTS = {
  userName: '%%irt-user-name%%',
  initial: '%%irt-user-initial%%',
  roleName: '%%irt-role-name%%',
  heading: '%%irt-heading%%',
} as const;

/** The letter the top bar's avatar shows for a user without a picture. */
export function userInitial(name: string): string {
  return name.slice(0, 1).toUpperCase();
}

/** The staff dashboards' heading. */
export const STAFF_DASHBOARD_HEADING = 'Tableau de bord';

/**
 * The trainee's first name as the dashboard greets them: the first word of their name, none for an
 * account named by its email.
 */
function traineeFirstName(user: { name?: string | null; username?: string | null } | null | undefined): string | null {
  const fullName = (user?.name || user?.username || '').trim();
  if (!fullName || fullName.includes('@')) return null;
  return fullName.split(/\s+/)[0] ?? null;
}

/** The heading (h1) of a role's dashboard, as the dashboard draws it and as the page drawn ahead shows it. */
export function dashboardHeading(role: RoleSlug, user: { name?: string | null; username?: string | null } | null | undefined): string {
  if (role !== 'stagiaire') return STAFF_DASHBOARD_HEADING;
  const name = traineeFirstName(user);
  return name ? `Bonjour ${name} !` : 'Bonjour !';
}

/** The login page's path (the shell's route Authentification). */
export const LOGIN_PAGE_PATH = '/authentification';

/**
 * Query parameters that change what the login page first shows (the identifier filled in, the sign-up
 * dialog open): the page drawn at build time does not show them, so such a page is sent without it.
 */
export const LOGIN_PAGE_PARAMS = {
  /** The identifier to fill in (after a password reset). */
  email: 'email',
  /** '1': the sign-up dialog open (the route Créer un compte). */
  signUp: 'inscription',
} as const;
export const LOGIN_PAGE_SHOWN_PARAMS: readonly string[] = Object.values(LOGIN_PAGE_PARAMS);

/** A read of a dashboard the first wave answers ahead: its query key in the front end's cache, and its GET (under /api). */
export interface FirstWaveRead {
  readonly key: readonly unknown[];
  readonly path: string;
}

const PER_PAGE = `page=1&per_page=${DASHBOARD_PER_PAGE}`;
const firstPage = (root: string, name: string, path: string): FirstWaveRead => ({ key: [root, name, 1], path: `${path}?${PER_PAGE}` });

/** The first page of each panel of the staff dashboards (mf-trainings, features/dashboard/panels.tsx). */
const STAFF_PANEL_READS = {
  current: { key: ['trainings', 'trainings', { timeline: 'ongoing', perPage: DASHBOARD_PER_PAGE }, 1], path: `/trainings?timeline=ongoing&current_page=1&per_page=${DASHBOARD_PER_PAGE}` },
  contractHours: { key: ['trainings', 'validated-contract-hours'], path: '/trainings/validated-contract-hours' },
  validatedExpenses: firstPage('expenses', 'trainings/validated-expenses', '/trainings/validated-expenses'),
  lowInscription: firstPage('trainings', 'trainings/low-inscription-alert', '/trainings/low-inscription-alert'),
  preRegistrations: { key: ['registrations', 'registrations', { status: 'preinscription' }, 1], path: `/registrations?status=preinscription&${PER_PAGE}` },
  upcoming: firstPage('trainings', 'trainings/upcoming', '/trainings/upcoming'),
  conflicts: { key: ['trainings', 'conflicts', 'upcoming', 1], path: `/conflicts/upcoming?${PER_PAGE}` },
  attendance: firstPage('trainings', 'trainings/without-attendance-sheets', '/trainings/without-attendance-sheets'),
  pendingExpenses: firstPage('expenses', 'trainings/pending-expenses', '/trainings/pending-expenses'),
  withoutTeachers: firstPage('trainings', 'trainings/upcoming-without-teachers', '/trainings/upcoming-without-teachers'),
  withoutHours: firstPage('trainings', 'trainings/upcoming-without-hours', '/trainings/upcoming-without-hours'),
  withoutActualHours: firstPage('trainings', 'trainings/past-without-actual-hours', '/trainings/past-without-actual-hours'),
  next15Days: firstPage('trainings', 'trainings/next-15-days', '/trainings/next-15-days'),
  last15Days: firstPage('trainings', 'trainings/last-15-days', '/trainings/last-15-days'),
  adminStats: { key: ['stats', 'admin-dashboard'], path: '/admin-dashboard-stats' },
  traineesPerYear: { key: ['stats', 'trainees-per-year'], path: '/trainees-per-year' },
} as const satisfies Record<string, FirstWaveRead>;

export type StaffPanelRead = keyof typeof STAFF_PANEL_READS;

/** The trainee's lists: upcoming registrations by status (in the dashboard's order), then the past validated ones. */
const traineeRead = (timeline: 'upcoming' | 'past', status: string): FirstWaveRead => ({
  key: ['trainee-trainings', timeline, status, 1],
  path: `/trainee/trainings/${timeline}?status=${status}&${PER_PAGE}`,
});

const staff = (...names: StaffPanelRead[]): readonly FirstWaveRead[] => names.map((name) => STAFF_PANEL_READS[name]);

/**
 * What each role's dashboard (the page of `/`) needs first: the remote and exposed module that draw it
 * (their files are preloaded by the page's HTML) and the reads it makes on its first render (answered in
 * the HTML's first wave, under the same query keys as the front end's).
 */
export const DASHBOARD_FIRST_WAVE: Readonly<Record<RoleSlug, { remote: string; expose: string; reads: readonly FirstWaveRead[] }>> = {
  administrateur: {
    remote: 'mf-trainings',
    expose: 'Dashboard',
    reads: staff('adminStats', 'traineesPerYear', 'current', 'contractHours', 'validatedExpenses', 'lowInscription', 'preRegistrations', 'upcoming', 'conflicts', 'attendance', 'pendingExpenses'),
  },
  gestionnaire: {
    remote: 'mf-trainings',
    expose: 'Dashboard',
    reads: staff('preRegistrations', 'upcoming', 'conflicts', 'current', 'lowInscription', 'attendance', 'pendingExpenses', 'validatedExpenses'),
  },
  'responsable-pedagogique': { remote: 'mf-trainings', expose: 'Dashboard', reads: staff('withoutTeachers', 'withoutHours', 'withoutActualHours') },
  intervenant: { remote: 'mf-trainings', expose: 'Dashboard', reads: staff('next15Days', 'last15Days') },
  stagiaire: {
    remote: 'mf-trainee',
    expose: 'Dashboard',
    reads: [...['preinscription', 'en_attente', 'valide', 'refuse'].map((status) => traineeRead('upcoming', status)), traineeRead('past', 'valide')],
  },
};

/** The staff panels' reads by name, for the tests that compare them with the front end's query options. */
export const STAFF_DASHBOARD_READS: Readonly<Record<StaffPanelRead, FirstWaveRead>> = STAFF_PANEL_READS;

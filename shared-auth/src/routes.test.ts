import type { RoleSlug } from '@irt/api/contract';
import {
  canAccess,
  DEFAULT_TITLE,
  documentTitle,
  isPublicRoute,
  isRouteBuilt,
  matchRoute,
  pageFor,
  ROUTES,
  type RouteDefinition,
} from './routes';

/**
 * The row of the route table with this path. Which row a URL opens is react-router's business: the
 * shell's router tests match concrete URLs through the router built from this table.
 */
function route(path: string): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`Pas de route ${path}`);
  return found;
}

const ALL: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const STAFF: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const MANAGERS: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];

/** The route table, one row per line: the route pattern and who may open it. */
const SPEC_TABLE: { path: string; allowed: RoleSlug[] | 'public' | 'no-rule' }[] = [
  { path: '/', allowed: ALL },
  { path: '/authentification', allowed: 'public' },
  { path: '/reinitialisation', allowed: 'no-rule' },
  { path: '/reinitialisation-mot-de-passe', allowed: 'no-rule' },
  { path: '/verification-email', allowed: 'public' },
  { path: '/informations-legales', allowed: 'public' },
  // Added by the portal (docs/decisions.md): the accessibility statement, open to anyone.
  { path: '/declaration-d-accessibilite', allowed: 'public' },
  // Added by the portal (docs/decisions.md): the published satisfaction results, open to anyone.
  { path: '/nos-resultats', allowed: 'public' },
  { path: '/catalogue-de-formations', allowed: ALL },
  { path: '/creer-un-compte', allowed: [] },
  { path: '/formations', allowed: STAFF },
  { path: '/formations/:id', allowed: ALL },
  { path: '/formations/creer-une-formation', allowed: MANAGERS },
  { path: '/formations/editer-une-formation/:idTraining', allowed: MANAGERS },
  { path: '/inscription/:id', allowed: ['stagiaire'] },
  { path: '/stagiaires', allowed: STAFF },
  { path: '/stagiaires/:id', allowed: STAFF },
  { path: '/formateurs', allowed: MANAGERS },
  { path: '/formateurs/heures', allowed: ['administrateur', 'responsable-pedagogique'] },
  { path: '/formateurs/:id', allowed: MANAGERS },
  { path: '/equipe', allowed: MANAGERS },
  { path: '/equipe/creer-un-compte/:roleId', allowed: MANAGERS },
  {
    path: '/equipe/modifier-un-compte/:profileId',
    allowed: ['administrateur', 'gestionnaire', 'intervenant', 'responsable-pedagogique'],
  },
  {
    path: '/equipe/:profileId',
    allowed: ['administrateur', 'gestionnaire', 'intervenant', 'responsable-pedagogique'],
  },
  { path: '/profil', allowed: ALL },
  { path: '/modifier-un-compte', allowed: ALL },
  { path: '/modifier-un-compte/:id', allowed: ['administrateur'] },
  { path: '/agenda', allowed: STAFF },
  // Added by the portal (docs/decisions.md): the satisfaction results per theme and year.
  { path: '/qualite', allowed: STAFF },
  { path: '/regie', allowed: ['administrateur'] },
  { path: '/exports', allowed: ['administrateur'] },
  { path: '/referentiel', allowed: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the outbox of the emails.
  { path: '/emails-envoyes', allowed: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the audit trail and the check of its chain.
  { path: '/journal-audit', allowed: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the jobs of the queue and 'Relancer'.
  { path: '/taches-planifiees', allowed: ['administrateur'] },
  // Added by the portal (docs/decisions.md): electronic attendance signing.
  { path: '/formations/:id/emargement', allowed: STAFF },
  { path: '/emargement/:token', allowed: ['stagiaire'] },
  { path: '/formations/:id/questionnaire-a-froid', allowed: ['stagiaire'] },
  { path: '/formations/:id/questionnaire-equipe', allowed: ['responsable-pedagogique', 'intervenant'] },
  // Added by the portal (docs/decisions.md): complaints and improvement actions.
  { path: '/mes-reclamations', allowed: ALL },
  { path: '/reclamations', allowed: ['administrateur', 'gestionnaire'] },
  { path: '/reclamations/:id', allowed: ['administrateur', 'gestionnaire'] },
  { path: '/actions-amelioration', allowed: ['administrateur', 'gestionnaire'] },
  { path: '/exports/bpf', allowed: ['administrateur'] },
  { path: '*', allowed: 'public' },
];

describe('route table', () => {
  it.each(SPEC_TABLE)('$path is open to exactly the roles of the spec', ({ path, allowed }) => {
    const row = route(path);
    for (const role of ALL) {
      const expected = typeof allowed === 'string' ? true : allowed.includes(role);
      expect({ role, allowed: canAccess(row, role) }).toEqual({ role, allowed: expected });
    }
    expect(isPublicRoute(row)).toBe(typeof allowed === 'string');
  });

  it('has one row per spec row and no other', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC_TABLE.map((r) => r.path).sort());
  });
});

describe('pages per role', () => {
  it('shows the trainee dashboard to a stagiaire and the staff dashboards to everyone else', () => {
    const dashboard = route('/');
    expect(pageFor(dashboard, 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './Dashboard' });
    for (const role of STAFF) {
      expect(pageFor(dashboard, role)).toEqual({ remote: 'mf_trainings', module: './Dashboard' });
    }
  });

  it("shows a stagiaire the trainee's view of a training, from mf_trainee", () => {
    expect(pageFor(route('/formations/:id'), 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './TrainingView' });
  });

  it('shows staff the staff page of a training, from mf_trainings', () => {
    for (const role of STAFF) expect(pageFor(route('/formations/:id'), role)).toEqual({ remote: 'mf_trainings', module: './TrainingDetail' });
  });

  it('shows the managers the one training form of mf_trainings, to create and to edit', () => {
    for (const path of ['/formations/creer-une-formation', '/formations/editer-une-formation/:idTraining']) {
      for (const role of MANAGERS) expect(pageFor(route(path), role)).toEqual({ remote: 'mf_trainings', module: './TrainingForm' });
    }
    expect(route('/formations/creer-une-formation').name).toBe('Créer une formation');
    expect(route('/formations/editer-une-formation/:idTraining').name).toBe('Modifier une formation');
  });

  it("shows a stagiaire their own account form and profile from mf_trainee, the staff theirs from mf_people's team pages", () => {
    expect(pageFor(route('/modifier-un-compte'), 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './AccountForm' });
    expect(pageFor(route('/profil'), 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './Profile' });
    for (const role of STAFF) {
      expect(pageFor(route('/modifier-un-compte'), role)).toEqual({ remote: 'mf_people', module: './TeamMemberEdit' });
      expect(pageFor(route('/profil'), role)).toEqual({ remote: 'mf_people', module: './TeamMemberProfile' });
    }
  });

  it("shows the administrateur another account's form through mf_people's dispatch (trainee form or team member form)", () => {
    expect(pageFor(route('/modifier-un-compte/:id'), 'administrateur')).toEqual({ remote: 'mf_people', module: './AccountEditDispatch' });
  });

  it('opens the team pages from mf_people', () => {
    expect(pageFor(route('/equipe'), 'administrateur')).toEqual({ remote: 'mf_people', module: './TeamDirectory' });
    expect(pageFor(route('/equipe/creer-un-compte/:roleId'), 'gestionnaire')).toEqual({ remote: 'mf_people', module: './TeamMemberCreate' });
    expect(pageFor(route('/equipe/modifier-un-compte/:profileId'), 'intervenant')).toEqual({ remote: 'mf_people', module: './TeamMemberEdit' });
    expect(pageFor(route('/equipe/:profileId'), 'responsable-pedagogique')).toEqual({ remote: 'mf_people', module: './TeamMemberProfile' });
  });

  it("shows a stagiaire the registration wizard from mf_trainee", () => {
    expect(pageFor(route('/inscription/:id'), 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './Registration' });
  });

  it('shows every role the catalogue from mf_trainee', () => {
    for (const role of ALL) expect(pageFor(route('/catalogue-de-formations'), role)).toEqual({ remote: 'mf_trainee', module: './Catalogue' });
  });

  it('shows the staff the trainings list and the calendar from mf_trainings', () => {
    for (const role of STAFF) {
      expect(pageFor(route('/formations'), role)).toEqual({ remote: 'mf_trainings', module: './TrainingsList' });
      expect(pageFor(route('/agenda'), role)).toEqual({ remote: 'mf_trainings', module: './Calendar' });
    }
  });

  it('renders the public pages from the shell', () => {
    expect(pageFor(route('/authentification'), null)).toBe('login');
    expect(pageFor(route('/reinitialisation'), null)).toBe('password-reset-request');
    expect(pageFor(route('/reinitialisation-mot-de-passe'), null)).toBe('password-reset');
    expect(pageFor(route('/verification-email'), null)).toBe('email-verification');
    expect(pageFor(route('/informations-legales'), null)).toBe('legal');
    expect(pageFor(route('/declaration-d-accessibilite'), null)).toBe('accessibility-statement');
    expect(pageFor(route('*'), null)).toBe('not-found');
  });

  it('shows the staff the trainee list, and the managers the trainer list, from mf_people', () => {
    for (const role of STAFF) expect(pageFor(route('/stagiaires'), role)).toEqual({ remote: 'mf_people', module: './TraineesList' });
    for (const role of MANAGERS) expect(pageFor(route('/formateurs'), role)).toEqual({ remote: 'mf_people', module: './TeachersList' });
    expect(isRouteBuilt('/stagiaires?nom=dupont&page=2', 'intervenant')).toBe(true);
    expect(isRouteBuilt('/formateurs', 'responsable-pedagogique')).toBe(true);
  });

  it('opens the trainer hours report from mf_people, for the administrateur and the responsable pédagogique', () => {
    expect(route('/formateurs/heures').roles).toEqual(['administrateur', 'responsable-pedagogique']);
    for (const role of ['administrateur', 'responsable-pedagogique'] as const) {
      expect(pageFor(route('/formateurs/heures'), role)).toEqual({ remote: 'mf_people', module: './StaffHours' });
    }
    expect(isRouteBuilt('/formateurs/heures?du=2026-01-01&page=2', 'responsable-pedagogique')).toBe(true);
  });

  it('sends the route nobody may open (Créer un compte) to the login page and its sign-up dialog, without loading any remote', () => {
    for (const role of ALL) expect(pageFor(route('/creer-un-compte'), role)).toBe('login');
    expect(route('/creer-un-compte').visitorPath).toBe('/authentification?inscription=1');
  });

  it('has no route left on the construction panel', () => {
    for (const definition of ROUTES) for (const role of ALL) expect([definition.path, pageFor(definition, role)]).not.toEqual([definition.path, 'under-construction']);
  });

  it('opens the trainee and trainer pages from the people remote', () => {
    expect(pageFor(route('/stagiaires/:id'), 'intervenant')).toEqual({ remote: 'mf_people', module: './TraineeDetail' });
    expect(pageFor(route('/formateurs/:id'), 'gestionnaire')).toEqual({ remote: 'mf_people', module: './TeacherDetail' });
  });

  it('opens the régie from the finance remote, for the administrateur only', () => {
    expect(pageFor(route('/regie'), 'administrateur')).toEqual({ remote: 'mf_finance', module: './Regie' });
    expect(route('/regie').roles).toEqual(['administrateur']);
  });

  it('opens the reference editor from the administration remote, for the administrateur only', () => {
    expect(pageFor(route('/referentiel'), 'administrateur')).toEqual({ remote: 'mf_admin', module: './Referentiel' });
    expect(pageFor(route('/exports'), 'administrateur')).toEqual({ remote: 'mf_admin', module: './Exports' });
  });

  it('uses the portal frame for logged-in pages and the public layout for the public ones', () => {
    expect(route('/').layout).toBe('app');
    expect(route('/regie').layout).toBe('app');
    expect(route('/informations-legales').layout).toBe('public');
    expect(route('/catalogue-de-formations').layout).toBe('public');
    expect(route('/authentification').layout).toBe('public');
  });
});

describe('search context and titles', () => {
  it('every page of the portal frame has a search context', () => {
    for (const route of ROUTES.filter((r) => r.layout === 'app')) expect(route.searchContext).toBeDefined();
  });

  it('titles the browser tab from the route, with a default', () => {
    expect(documentTitle(route('/'))).toBe('Tableau de bord - IRT');
    expect(documentTitle(route('/regie'))).toBe('Régie - IRT');
    // One name per page, the one of the links leading to it (the sidebar's 'Mon profil', 'Modifier mon profil').
    expect(documentTitle(route('/profil'))).toBe('Mon profil - IRT');
    expect(documentTitle(route('/modifier-un-compte'))).toBe('Modifier mon profil - IRT');
    expect(documentTitle(undefined)).toBe(DEFAULT_TITLE);
    expect(documentTitle({ ...route('/'), title: undefined })).toBe(DEFAULT_TITLE);
  });
});

describe('isRouteBuilt: links to pages not built yet are not offered', () => {
  it('follows the route table, per role, parameters and query strings included', () => {
    expect(isRouteBuilt('/formations/12?tab=Équipe', 'gestionnaire')).toBe(true);
    expect(isRouteBuilt('/formations/12', 'stagiaire')).toBe(true);
    expect(isRouteBuilt('/formateurs/7', 'gestionnaire')).toBe(true);
    expect(isRouteBuilt('/formateurs/heures', 'responsable-pedagogique')).toBe(true);
    expect(isRouteBuilt('/stagiaires/3', 'administrateur')).toBe(true);
    expect(isRouteBuilt('/equipe/creer-un-compte/4', 'gestionnaire')).toBe(true);
    expect(isRouteBuilt('/profil', 'stagiaire')).toBe(true);
    expect(isRouteBuilt('/profil', 'gestionnaire')).toBe(true);
    expect(isRouteBuilt('/nulle-part', 'gestionnaire')).toBe(false);
  });

  it('does not offer a link to a route still on the construction panel, and offers it again once its page lands', () => {
    const building = ROUTES.map((route) => (route.path === '/formateurs/:id' ? { ...route, page: 'under-construction' as const } : route));
    expect(isRouteBuilt('/formateurs/7', 'gestionnaire', building)).toBe(false);
    expect(isRouteBuilt('/formateurs/7', 'gestionnaire')).toBe(true);
    expect(matchRoute('/formateurs/heures', building)?.path).toBe('/formateurs/heures');
  });
});

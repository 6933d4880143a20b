import type { RoleSlug } from '@irt/api/contract';
import {
  canAccess,
  DEFAULT_TITLE,
  documentTitle,
  isPublicRoute,
  matchRoute,
  pageFor,
  ROUTES,
} from './routes';

const ALL: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const STAFF: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const MANAGERS: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];

/** Spec 000 §2.1, one row per line: a concrete URL, the route pattern it must hit, who may open it. */
const SPEC_TABLE: { url: string; path: string; allowed: RoleSlug[] | 'public' | 'no-rule' }[] = [
  { url: '/', path: '/', allowed: ALL },
  { url: '/authentification', path: '/authentification', allowed: 'public' },
  { url: '/reinitialisation', path: '/reinitialisation', allowed: 'no-rule' },
  { url: '/reinitialisation-mot-de-passe', path: '/reinitialisation-mot-de-passe', allowed: 'no-rule' },
  { url: '/verification-email', path: '/verification-email', allowed: 'public' },
  { url: '/informations-legales', path: '/informations-legales', allowed: 'public' },
  { url: '/catalogue-de-formations', path: '/catalogue-de-formations', allowed: ALL },
  { url: '/creer-un-compte', path: '/creer-un-compte', allowed: [] },
  { url: '/formations', path: '/formations', allowed: STAFF },
  { url: '/formations/42', path: '/formations/:id', allowed: ALL },
  { url: '/formations/creer-une-formation', path: '/formations/creer-une-formation', allowed: MANAGERS },
  { url: '/formations/editer-une-formation/7', path: '/formations/editer-une-formation/:idTraining', allowed: MANAGERS },
  { url: '/inscription/12', path: '/inscription/:id', allowed: ['stagiaire'] },
  { url: '/stagiaires', path: '/stagiaires', allowed: STAFF },
  { url: '/stagiaires/3', path: '/stagiaires/:id', allowed: STAFF },
  { url: '/formateurs', path: '/formateurs', allowed: MANAGERS },
  { url: '/formateurs/heures', path: '/formateurs/heures', allowed: ['administrateur', 'responsable-pedagogique'] },
  { url: '/formateurs/9', path: '/formateurs/:id', allowed: MANAGERS },
  { url: '/equipe', path: '/equipe', allowed: MANAGERS },
  { url: '/equipe/creer-un-compte/4', path: '/equipe/creer-un-compte/:roleId', allowed: MANAGERS },
  {
    url: '/equipe/modifier-un-compte/5',
    path: '/equipe/modifier-un-compte/:profileId',
    allowed: ['administrateur', 'gestionnaire', 'intervenant', 'responsable-pedagogique'],
  },
  {
    url: '/equipe/5',
    path: '/equipe/:profileId',
    allowed: ['administrateur', 'gestionnaire', 'intervenant', 'responsable-pedagogique'],
  },
  { url: '/profil', path: '/profil', allowed: ALL },
  { url: '/modifier-un-compte', path: '/modifier-un-compte', allowed: ALL },
  { url: '/modifier-un-compte/8', path: '/modifier-un-compte/:id', allowed: ['administrateur'] },
  { url: '/agenda', path: '/agenda', allowed: STAFF },
  { url: '/regie', path: '/regie', allowed: ['administrateur'] },
  { url: '/exports', path: '/exports', allowed: ['administrateur'] },
  { url: '/referentiel', path: '/referentiel', allowed: ['administrateur'] },
  { url: '/une-page-qui-n-existe-pas', path: '*', allowed: 'public' },
];

describe('route table (spec §2.1)', () => {
  it.each(SPEC_TABLE)('$url opens $path', ({ url, path }) => {
    expect(matchRoute(url).route.path).toBe(path);
  });

  it.each(SPEC_TABLE)('$url is open to exactly the roles of the spec', ({ url, allowed }) => {
    const { route } = matchRoute(url);
    for (const role of ALL) {
      const expected = typeof allowed === 'string' ? true : allowed.includes(role);
      expect({ role, allowed: canAccess(route, role) }).toEqual({ role, allowed: expected });
    }
    expect(isPublicRoute(route)).toBe(typeof allowed === 'string');
  });

  it('has one row per spec row and no other', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC_TABLE.map((r) => r.path).sort());
  });

  it('reads route parameters, decoded', () => {
    expect(matchRoute('/formations/42').params).toEqual({ id: '42' });
    expect(matchRoute('/equipe/creer-un-compte/4').params).toEqual({ roleId: '4' });
    expect(matchRoute('/formations/editer-une-formation/7/').params).toEqual({ idTraining: '7' });
    expect(matchRoute('/stagiaires/a%20b').params).toEqual({ id: 'a b' });
  });

  it('sends deeper unknown paths to the 404 page', () => {
    expect(matchRoute('/formations/1/2/3').route.page).toBe('not-found');
    expect(matchRoute('/regie/plus').route.page).toBe('not-found');
  });

  it('keeps the route names the spec uses for navigation', () => {
    expect(matchRoute('/').route.name).toBe('Tableau de bord');
    expect(matchRoute('/authentification').route.name).toBe('Authentification');
    expect(matchRoute('/formations/1').route.name).toBe('Détails de la formation');
    expect(matchRoute('/equipe/creer-un-compte/4').route.name).toBe("Créer un membre de l'équipe");
    expect(matchRoute('/modifier-un-compte').route.name).toBe('Inscription');
  });
});

describe('pages per role', () => {
  it('shows the trainee dashboard to a stagiaire and the staff dashboards to everyone else', () => {
    const { route } = matchRoute('/');
    expect(pageFor(route, 'stagiaire')).toEqual({ remote: 'mf_trainee', module: './Dashboard' });
    for (const role of STAFF) {
      expect(pageFor(route, role)).toEqual({ remote: 'mf_trainings', module: './Dashboard' });
    }
  });

  it('renders the public pages from the shell', () => {
    expect(pageFor(matchRoute('/authentification').route, null)).toBe('login');
    expect(pageFor(matchRoute('/reinitialisation').route, null)).toBe('password-reset-request');
    expect(pageFor(matchRoute('/reinitialisation-mot-de-passe').route, null)).toBe('password-reset');
    expect(pageFor(matchRoute('/verification-email').route, null)).toBe('email-verification');
    expect(pageFor(matchRoute('/informations-legales').route, null)).toBe('legal');
    expect(pageFor(matchRoute('/nulle-part').route, null)).toBe('not-found');
  });

  it('keeps the pages of later issues under construction, without loading any remote', () => {
    for (const url of ['/formations', '/formations/3', '/stagiaires', '/regie', '/exports', '/referentiel', '/agenda']) {
      for (const role of ALL) expect(pageFor(matchRoute(url).route, role)).toBe('under-construction');
    }
  });

  it('uses the portal frame for logged-in pages and the public layout for the public ones', () => {
    expect(matchRoute('/').route.layout).toBe('app');
    expect(matchRoute('/regie').route.layout).toBe('app');
    expect(matchRoute('/informations-legales').route.layout).toBe('public');
    expect(matchRoute('/catalogue-de-formations').route.layout).toBe('public');
    expect(matchRoute('/authentification').route.layout).toBe('public');
  });
});

describe('search context and titles', () => {
  it.each([
    ['/', 'dashboard'],
    ['/formations', 'trainings'],
    ['/formations/5', 'trainings'],
    ['/catalogue-de-formations', 'catalog'],
    ['/stagiaires', 'trainees'],
    ['/stagiaires/5', 'trainees'],
    ['/formateurs', 'teachers'],
    ['/equipe', 'team'],
    ['/equipe/5', 'team'],
  ])('%s searches in the %s context', (url, context) => {
    expect(matchRoute(url).route.searchContext).toBe(context);
  });

  it('every page of the portal frame has a search context', () => {
    for (const route of ROUTES.filter((r) => r.layout === 'app')) expect(route.searchContext).toBeDefined();
  });

  it('titles the browser tab from the route, with a default', () => {
    expect(documentTitle(matchRoute('/').route)).toBe('Tableau de bord - IRT');
    expect(documentTitle(matchRoute('/regie').route)).toBe('Régie - IRT');
    expect(documentTitle(undefined)).toBe(DEFAULT_TITLE);
    expect(documentTitle({ ...matchRoute('/').route, title: undefined })).toBe(DEFAULT_TITLE);
  });
});

import type { RoleSlug } from '@irt/api/contract';
import { canAccess, ROUTES } from './routes';
import { SIDEBAR, sidebarFor, sidebarGroupsFor } from './sidebar';

const ALL: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

/** The side menu of each role, one line per entry. */
const SPEC_SIDEBAR: { label: string; roles: RoleSlug[] }[] = [
  { label: 'Tableau de bord', roles: ALL },
  { label: 'Mon profil', roles: ['stagiaire'] },
  // Added by the portal (docs/decisions.md): the trainee's complaints.
  { label: 'Mes réclamations', roles: ['stagiaire'] },
  { label: 'Formations', roles: ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'] },
  { label: 'Stagiaires', roles: ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'] },
  { label: 'Calendrier', roles: ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'] },
  { label: 'Formateurs', roles: ['responsable-pedagogique', 'administrateur', 'gestionnaire'] },
  { label: 'Heures formateurs', roles: ['administrateur', 'responsable-pedagogique'] },
  // Added by the portal (docs/decisions.md): the satisfaction results, the roles of the Évaluations tab.
  { label: 'Qualité', roles: ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'] },
  // Added by the portal (docs/decisions.md): complaints and improvement actions.
  { label: 'Réclamations', roles: ['administrateur', 'gestionnaire'] },
  { label: 'Actions d’amélioration', roles: ['administrateur', 'gestionnaire'] },
  { label: 'Équipe', roles: ['administrateur'] },
  { label: 'Régie', roles: ['administrateur'] },
  { label: 'Exports', roles: ['administrateur'] },
  { label: 'Référentiel', roles: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the outbox of the emails, administrateur only.
  { label: 'Emails envoyés', roles: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the audit trail, administrateur only.
  { label: 'Journal d’audit', roles: ['administrateur'] },
  // Added by the portal (docs/decisions.md): the jobs of the queue, administrateur only.
  { label: 'Tâches planifiées', roles: ['administrateur'] },
  { label: 'Catalogue de formations', roles: ['administrateur', 'gestionnaire', 'stagiaire'] },
  { label: 'Faire une réclamation', roles: ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire'] },
  { label: 'Informations légales', roles: ALL },
  // Added by the portal (docs/decisions.md): the accessibility statement, with the portal's state.
  { label: 'Accessibilité : partiellement conforme', roles: ALL },
];

describe('sidebar', () => {
  it.each(ALL)('shows %s exactly the entries of the spec, in order', (role) => {
    const expected = SPEC_SIDEBAR.filter((row) => row.roles.includes(role)).map((row) => row.label);
    expect(sidebarFor(role).map((entry) => entry.label)).toEqual(expected);
  });

  it('gives a stagiaire the trainee menu', () => {
    expect(sidebarFor('stagiaire').map((e) => e.label)).toEqual([
      'Tableau de bord',
      'Mon profil',
      'Mes réclamations',
      'Catalogue de formations',
      'Informations légales',
      'Accessibilité : partiellement conforme',
    ]);
  });

  it('groups the administration entries and the public links under their titles', () => {
    const admin = sidebarGroupsFor('administrateur');
    expect(admin.map((g) => g.title)).toEqual([null, 'Administration', 'Liens publics', null]);
    expect(admin[1].entries.map((e) => e.label)).toEqual(['Équipe', 'Régie', 'Exports', 'Référentiel', 'Emails envoyés', 'Journal d’audit', 'Tâches planifiées']);
    expect(admin[2].entries.map((e) => e.label)).toEqual(['Catalogue de formations']);
    // An intervenant has neither administration entries nor public links: no empty group title.
    expect(sidebarGroupsFor('intervenant').map((g) => g.title)).toEqual([null, null]);
  });

  it('only links to routes that the role may open', () => {
    for (const entry of SIDEBAR) {
      const route = ROUTES.find((candidate) => candidate.path === entry.path);
      if (!route) throw new Error(`Pas de route pour l'entrée ${entry.label}`);
      for (const role of entry.roles) expect({ entry: entry.label, role, ok: canAccess(route, role) }).toEqual({ entry: entry.label, role, ok: true });
    }
  });
});

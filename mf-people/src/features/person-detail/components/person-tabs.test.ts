import type { RoleSlug } from '@irt/api/contract';
import { accountActions, accountFormPath, PERSON_TABS, tabsFor } from './person-tabs';

const VIEWERS: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const labels = (viewed: RoleSlug, viewer: RoleSlug) => tabsFor(viewed, viewer).map((tab) => tab.label);

describe("onglets d'une personne (rôle vu × lecteur)", () => {
  it('is the spec table, in its order', () => {
    expect(PERSON_TABS.map((tab) => [tab.label, [...tab.viewed], [...tab.viewers]])).toEqual([
      ['Informations personnelles', ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'], VIEWERS],
      ['Informations professionnelles', ['stagiaire'], VIEWERS],
      ['Remboursements et justificatifs', ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'], ['administrateur', 'gestionnaire']],
      ['Coordonnées bancaires', ['intervenant', 'responsable-pedagogique', 'stagiaire'], ['administrateur']],
      ['Formations', ['intervenant', 'responsable-pedagogique'], VIEWERS],
    ]);
  });

  it.each<[RoleSlug, RoleSlug, string[]]>([
    ['stagiaire', 'administrateur', ['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs', 'Coordonnées bancaires']],
    ['stagiaire', 'gestionnaire', ['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs']],
    ['stagiaire', 'responsable-pedagogique', ['Informations personnelles', 'Informations professionnelles']],
    ['stagiaire', 'intervenant', ['Informations personnelles', 'Informations professionnelles']],
    ['intervenant', 'administrateur', ['Informations personnelles', 'Remboursements et justificatifs', 'Coordonnées bancaires', 'Formations']],
    ['intervenant', 'gestionnaire', ['Informations personnelles', 'Remboursements et justificatifs', 'Formations']],
    ['responsable-pedagogique', 'responsable-pedagogique', ['Informations personnelles', 'Formations']],
    ['gestionnaire', 'administrateur', ['Informations personnelles', 'Remboursements et justificatifs']],
  ])('a %s read by a %s: %j', (viewed, viewer, expected) => {
    expect(labels(viewed, viewer)).toEqual(expected);
  });

  it('shows nothing to a trainee or before the session is known', () => {
    expect(tabsFor('stagiaire', 'stagiaire')).toEqual([]);
    expect(tabsFor('intervenant', null)).toEqual([]);
  });
});

describe('Modifier le compte et Clôturer le compte', () => {
  it('offers both to the managers while the account is active, never closing their own', () => {
    expect(accountActions({ role: 'stagiaire', active: true, own: false }, 'administrateur')).toEqual({ edit: true, close: true, reopen: false });
    expect(accountActions({ role: 'stagiaire', active: true, own: false }, 'gestionnaire')).toEqual({ edit: true, close: true, reopen: false });
    expect(accountActions({ role: 'stagiaire', active: false, own: false }, 'administrateur')).toEqual({ edit: false, close: false, reopen: true });
    // A closed account is reopened by the administrateur only.
    expect(accountActions({ role: 'stagiaire', active: false, own: false }, 'gestionnaire')).toEqual({ edit: false, close: false, reopen: false });
    expect(accountActions({ role: 'administrateur', active: true, own: true }, 'administrateur')).toEqual({ edit: true, close: false, reopen: false });
    expect(accountActions({ role: 'administrateur', active: true, own: false }, 'gestionnaire')).toEqual({ edit: true, close: false, reopen: false });
  });

  it("offers 'modifier le compte' of an intervenant to the responsable pédagogique and the intervenant, closing to neither", () => {
    expect(accountActions({ role: 'intervenant', active: true, own: false }, 'responsable-pedagogique')).toEqual({ edit: true, close: false, reopen: false });
    expect(accountActions({ role: 'intervenant', active: true, own: true }, 'intervenant')).toEqual({ edit: true, close: false, reopen: false });
    expect(accountActions({ role: 'stagiaire', active: true, own: false }, 'responsable-pedagogique')).toEqual({ edit: false, close: false, reopen: false });
  });

  it('leads a trainee to the shared trainee account form, a trainer to the team account form', () => {
    expect(accountFormPath('stagiaire', 12)).toBe('/modifier-un-compte/12');
    expect(accountFormPath('intervenant', 12)).toBe('/equipe/modifier-un-compte/12');
  });
});

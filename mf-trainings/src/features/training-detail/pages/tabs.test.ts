import type { RoleSlug } from '@irt/api/contract';
import { selectedTabKey, tabsFor as tabsOf, type TrainingTabKey } from '../../../shared/training-tabs';
import { TRAINING_TABS } from './tabs';

const tabsFor = (role: RoleSlug, table = TRAINING_TABS) => tabsOf(role, table);

/** Which role sees which tab of a training, written out again apart from the code. */
const SPEC_TABLE: ReadonlyArray<[TrainingTabKey, string, RoleSlug[]]> = [
  ['informations', 'Informations', ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire']],
  ['actions', 'Actions', ['administrateur', 'gestionnaire']],
  ['stagiaires', 'Stagiaires', ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire']],
  ['equipe', 'Équipe', ['responsable-pedagogique', 'administrateur', 'gestionnaire']],
  ['presences', 'Présences', ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire']],
  ['defraiements', 'Défraiements', ['administrateur', 'gestionnaire']],
  ['actions-par-stagiaire', 'Actions par stagiaire', ['responsable-pedagogique', 'intervenant', 'administrateur', 'gestionnaire']],
  ['indicateurs', 'Indicateurs', []],
  ['remboursements', 'Remboursements', ['stagiaire', 'responsable-pedagogique', 'intervenant']],
  ['evaluations', 'Évaluations', ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant']],
];

const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

describe('the tab table of a training', () => {
  it('is the table of the specification, in its order (screens aside)', () => {
    expect(TRAINING_TABS.map((tab) => [tab.key, tab.label, [...tab.roles].sort()])).toEqual(
      SPEC_TABLE.map(([key, label, roles]) => [key, label, [...roles].sort()]),
    );
  });

  it.each(ROLES)('gives %s the tabs of the spec whose screen exists', (role) => {
    const built = new Set(TRAINING_TABS.filter((tab) => tab.component !== null).map((tab) => tab.key));
    const expected = SPEC_TABLE.filter(([key, , roles]) => roles.includes(role) && built.has(key)).map(([key]) => key);
    expect(tabsFor(role).map((tab) => tab.key)).toEqual(expected);
  });

  it('shows the Informations tab to every role', () => {
    for (const role of ROLES) expect(tabsFor(role).map((tab) => tab.key)).toContain('informations');
  });

  it('hides the rows without a screen', () => {
    const table = SPEC_TABLE.map(([key, label, roles]) => ({ key, label, roles, component: null }));
    for (const role of ROLES) expect(tabsFor(role, table)).toEqual([]);
  });
});

describe('?tab= in the address', () => {
  const all = TRAINING_TABS.map((tab) => ({ ...tab, component: null }));

  it.each([
    ['informations', 'informations'],
    ['equipe', 'equipe'],
    ['Équipe', 'equipe'],
    ['Stagiaires', 'stagiaires'],
    ['Défraiements', 'defraiements'],
    ['Présences', 'presences'],
    ['Actions par stagiaire', 'actions-par-stagiaire'],
    ['Évaluations', 'evaluations'],
  ])('selects %s as %s', (param, key) => {
    expect(selectedTabKey(param, all)).toBe(key);
  });

  it('falls back on the first tab for an unknown or hidden tab', () => {
    expect(selectedTabKey('inconnu', all)).toBe('informations');
    expect(selectedTabKey(null, all)).toBe('informations');
    expect(selectedTabKey('equipe', all.filter((tab) => tab.key !== 'equipe'))).toBe('informations');
  });
});

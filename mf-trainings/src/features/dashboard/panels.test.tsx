import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { pageOf } from '@irt/test-support/factories';
import { DashboardPanels } from './components/DashboardPanels';
import { DASHBOARD_PANELS, DASHBOARD_PANELS_BY_ROLE } from './panels';
import { pagedAnswer, trainingsTitled } from './test-utils';

const titlesOf = (role: keyof typeof DASHBOARD_PANELS_BY_ROLE) => DASHBOARD_PANELS_BY_ROLE[role].map((id) => DASHBOARD_PANELS[id].title);

describe('the staff dashboard panels, as data', () => {
  it.each([
    [
      'administrateur',
      [
        'Formations en cours',
        'Heures contrat validées',
        'Paiements à effectuer',
        'Formations à booster',
        'Préinscriptions à traiter',
        'Formations à venir',
        'Conflits à venir',
        "Feuilles d'émargement à saisir",
        'Défraiements à gérer',
      ],
    ],
    [
      'gestionnaire',
      [
        'Préinscriptions à traiter',
        'Formations à venir',
        'Conflits à venir',
        'Formations en cours',
        'Formations à booster',
        "Feuilles d'émargement à saisir",
        'Défraiements à gérer',
        'Paiements à effectuer',
      ],
    ],
    ['responsable-pedagogique', ['Formations à venir sans intervenant', 'Formations à venir sans heures saisies', 'Formations passées sans heures réalisées']],
    ['intervenant', ['Mes formations des 15 prochains jours', 'Mes formations des 15 derniers jours']],
  ] as const)('%s sees its panels in order', (role, titles) => {
    expect(titlesOf(role)).toEqual(titles);
  });

  it("uses the spec's empty texts: 'Aucune formation en cours' for the trainings in progress, 'Aucun conflit à venir.' for the conflicts, else 'Aucune formation pour le moment'", () => {
    const empty = Object.fromEntries(Object.entries(DASHBOARD_PANELS).map(([id, panel]) => [id, panel.emptyText]));
    expect(new Set(Object.values(empty))).toEqual(new Set(['Aucune formation en cours', 'Aucune formation pour le moment', 'Aucun conflit à venir.']));
    expect(empty.current).toBe('Aucune formation en cours');
    expect(empty.conflicts).toBe('Aucun conflit à venir.');
  });

  it('gives every panel its own prefix in the address', () => {
    const ids = Object.values(DASHBOARD_PANELS).map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('DashboardPanels', () => {
  it('pages each panel on its own, its page in the address under its prefix', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/trainings/next-15-days': pagedAnswer((page) => trainingsTitled(`Prochaine p${page}`), 2, 8),
      'GET /api/trainings/last-15-days': () => json(pageOf(trainingsTitled('Passée p1'), { lastPage: 2, total: 8 })),
    });
    renderWithProviders(<DashboardPanels role="intervenant" />, { entry: '/?15-prochains-jours-page=2' });
    const next = screen.getByRole('region', { name: 'Mes formations des 15 prochains jours' });
    expect(await within(next).findByText('Prochaine p2')).toBeInTheDocument();
    const last = screen.getByRole('region', { name: 'Mes formations des 15 derniers jours' });
    expect(await within(last).findByText('Passée p1')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Page 1' }));
    expect(await within(next).findByText('Prochaine p1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(within(last).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BpfFigure, BpfFigureRows, BpfReport } from '@irt/api/contract';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import BpfPage, { bpfYears } from './BpfPage';

const YEAR = bpfYears()[1];

const figure = (f: Partial<BpfFigure> & Pick<BpfFigure, 'key' | 'cadre' | 'line' | 'label'>): BpfFigure => ({
  source: 'calcul',
  detail: false,
  count: null,
  hours: null,
  amount: null,
  rows: 0,
  ...f,
});

const FIGURES: BpfFigure[] = [
  figure({ key: 'c_entreprises', cadre: 'C', line: 'C-1', label: 'Entreprises pour la formation de leurs salariés (formations payantes)', amount: '1205.00', rows: 10 }),
  figure({ key: 'c_opco', cadre: 'C', line: 'C-2', label: 'Opérateurs de compétences (OPCO) et fonds d’assurance formation', source: 'saisie', amount: '0.00' }),
  figure({ key: 'c_total', cadre: 'C', line: 'C', label: 'Total des produits de la formation professionnelle', source: 'total', amount: '1205.00' }),
  figure({ key: 'd_defraiements', cadre: 'D', line: 'D-1', label: 'Défraiements des stagiaires payés par les régies de l’année', amount: '2345.60', rows: 12 }),
  figure({ key: 'e_internes', cadre: 'E', line: 'E-1', label: 'Personnes de l’organisme dispensant des heures de formation', count: 3, hours: 42.5, rows: 5 }),
  figure({ key: 'f1_salaries', cadre: 'F-1', line: 'F-1 a', label: 'Salariés d’employeurs privés hors apprentis', count: 2, hours: 21, rows: 2 }),
  figure({ key: 'f1_total', cadre: 'F-1', line: 'F-1', label: 'Total des stagiaires', source: 'total', count: 2, hours: 21 }),
  figure({ key: 'f3_autres', cadre: 'F-3', line: 'F-3 d', label: 'Autres formations professionnelles', count: 2, hours: 21, rows: 2 }),
  figure({ key: 'f4_128', cadre: 'F-4', line: 'F-4 1', label: '128 — Droit, sciences politiques', count: 2, hours: 21, rows: 2 }),
];

const MANUAL: BpfReport['manual'] = { c_opco: null, c_pouvoirs_publics: '2000.00', c_organismes: null, c_autres_saisis: null, d_autres_charges: null, d_salaires: null, d_prestations: null };

const REPORT: BpfReport = {
  year: YEAR,
  closed_at: null,
  closed_by: null,
  hours_per_half_day: 3.5,
  figures: FIGURES,
  check: { agrees: true, differences: [] },
  manual: MANUAL,
};

const ROWS: BpfFigureRows = {
  key: 'f1_salaries',
  line: 'F-1 a',
  label: 'Salariés d’employeurs privés hors apprentis',
  rows: [
    { training: 'Le contrat de travail', start_day: `${YEAR}-03-10`, person: '2025-00012 · Agathe Martin', detail: 'Salarié en CDI', count: 1, hours: 14, amount: null },
    { training: 'La procédure prud’homale', start_day: `${YEAR}-06-02`, person: '2025-00013 · Basile Petit', detail: 'Salarié en CDD', count: 1, hours: 7, amount: null },
  ],
};

function renderPage(overrides: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/bpf/:year': () => json(REPORT),
    'GET /api/bpf/:year/figures/:key': () => json(ROWS),
    ...overrides,
  });
  return renderWithProviders(
    <>
      <BpfPage />
      <NotificationsHost />
    </>,
    { path: '/exports/bpf', entry: '/exports/bpf' },
  );
}

describe('Bilan pédagogique et financier', () => {
  it('opens on last year: the cadres with their figures in French, the agreement in green, a figure opening its rows', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: 'F-1. Type de stagiaires de l’organisme' })).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'GET /api/bpf/:year' || r.path === `/api/bpf/${YEAR}`)).toBeTruthy();
    const c = screen.getByRole('region', { name: 'C. Bilan financier hors taxes : origine des produits de l’organisme' });
    expect(within(c).getAllByText(/1\s205,00\s€/).length).toBeGreaterThan(0);
    const e = screen.getByRole('region', { name: 'E. Personnes dispensant des heures de formation' });
    expect(within(e).getByText(/42,5\sh/)).toBeInTheDocument();
    expect(screen.getByText('Les totaux des cadres F-1, F-3 et F-4 concordent (stagiaires et heures-stagiaires).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^F-1 a Salariés d’employeurs privés hors apprentis : 2, voir les lignes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'F-1 a · Salariés d’employeurs privés hors apprentis' });
    expect(await within(dialog).findByText('2025-00012 · Agathe Martin · Salarié en CDI')).toBeInTheDocument();
    expect(within(dialog).getByText(`Le contrat de travail du 10/03/${YEAR}`)).toBeInTheDocument();
    expect(within(dialog).getByText('14 h')).toBeInTheDocument();
    expect(requests.some((r) => r.path === `/api/bpf/${YEAR}/figures/f1_salaries`)).toBe(true);
  }, 40_000);

  it('lists the differences when F-1, F-3 and F-4 disagree', async () => {
    const differences = ['Stagiaires : F-1 compte 2, F-4 compte 1.', 'Heures-stagiaires : F-1 compte 21 h, F-4 compte 14 h.'];
    renderPage({ 'GET /api/bpf/:year': () => json({ ...REPORT, check: { agrees: false, differences } }) });
    expect(await screen.findByText('Les totaux des cadres F-1, F-3 et F-4 ne concordent pas')).toBeInTheDocument();
    for (const line of differences) expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('saves the amounts typed the French way', async () => {
    renderPage({ 'PUT /api/bpf/:year/manual': () => json({ ...REPORT, manual: { ...MANUAL, c_opco: '1500.50' } }) });
    const opco = await screen.findByRole('textbox', { name: 'C-2 · OPCO, fonds d’assurance' });
    expect(screen.getByRole('textbox', { name: 'C-3 · Pouvoirs publics' })).toHaveValue('2000,00');
    await userEvent.type(opco, '1 500,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les montants' }));
    expect(await screen.findByText(`Les montants du BPF ${YEAR} sont enregistrés.`)).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'PUT');
    expect(sent?.body).toEqual({ ...MANUAL, c_opco: '1500.50' });
  }, 40_000);

  it('closes the year after a confirmation that says it is final, then shows when it was closed', async () => {
    renderPage({
      'POST /api/bpf/:year/close': () => json({ ...REPORT, closed_at: `${YEAR + 1}-03-12T09:05:00.000Z`, closed_by: 'Alice Admin' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Clôturer le BPF ${YEAR}` }));
    const dialog = await screen.findByRole('dialog', { name: `Clôturer le BPF ${YEAR} ?` });
    expect(dialog).toHaveTextContent('Elle est définitive');
    await userEvent.click(within(dialog).getByRole('button', { name: `Clôturer le BPF ${YEAR}` }));
    expect(await screen.findByText(`Clôturé le 12/03/${YEAR + 1} à 10:05 par Alice Admin`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Clôturer le BPF ${YEAR}` })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Enregistrer les montants' })).not.toBeInTheDocument();
  }, 40_000);
});

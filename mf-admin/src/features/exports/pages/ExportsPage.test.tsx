import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PercentageTrainingStats, TopStaff, TrainingStats } from '@irt/api/contract';
import { fileAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import ExportsPage from './ExportsPage';

const TYPES = [
  { id: 1, name: 'CPH' },
  { id: 2, name: 'Stage' },
];
const STATS: TrainingStats = {
  years: [2024, 2025],
  types: TYPES,
  rows: [
    { year: 2024, training_type_id: 2, type: 'Stage', trainingSessions: 3, trainingDays: 7.5, traineesPresent: 40, traineeDays: 1234.5 },
    { year: 2025, training_type_id: 1, type: 'CPH', trainingSessions: 2, trainingDays: 4, traineesPresent: 18, traineeDays: 30 },
  ],
};
const SHARES: PercentageTrainingStats = {
  year: 2025,
  session_percentages: [{ type: 'CPH', percentage: 100 }],
  days_percentages: [{ type: 'CPH', percentage: 100 }],
  trainee_percentages: [{ type: 'CPH', percentage: 100 }],
};
const TOP: TopStaff = { year: 2025, staff: [{ profile_id: 9, name: 'Inès Formatrice', role: 'Intervenant', trainings: 12, hours: 1234.5 }] };

function renderPage(overrides: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/training-stats': () => json(STATS),
    'GET /api/percentage-training-stats': () => json(SHARES),
    'GET /api/training-top-staff': () => json(TOP),
    ...overrides,
  });
  return renderWithProviders(
    <>
      <ExportsPage />
      <NotificationsHost />
    </>,
    { path: '/exports', entry: '/exports' },
  );
}

async function openDialog(label: string) {
  await userEvent.click(screen.getByRole('button', { name: `Exporter : ${label}` }));
  return screen.findByRole('dialog');
}

describe('Exports et statistiques', () => {
  it('refuses a period missing a date, an invalid date and a start after the end, in the dialog’s words; nothing is asked of the server', async () => {
    renderPage();
    const dialog = await openDialog('Formations CPH');
    const start = within(dialog).getByRole('textbox', { name: 'Date de début' });
    const end = within(dialog).getByRole('textbox', { name: 'Date de fin' });
    const exportButton = within(dialog).getByRole('button', { name: 'Exporter' });

    await userEvent.type(start, '01/01/2025');
    await userEvent.click(exportButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Veuillez sélectionner une date de début et de fin.');

    await userEvent.type(end, '30/02/2025');
    await userEvent.click(exportButton);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Les dates ne sont pas valides.'));

    await userEvent.clear(end);
    await userEvent.type(end, '31/12/2024');
    await userEvent.click(exportButton);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('La date de début doit être antérieure à la date de fin.'));

    expect(requests.filter((r) => r.path.startsWith('/api/export'))).toEqual([]);
  });

  it('downloads an export of the period under the name the server gives, the overlay shown meanwhile', async () => {
    const clicked: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPage({
      'GET /api/export/labor-tribunal-trainings': async () => {
        await answered;
        return fileAnswer(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { type: 'application/pdf', name: 'formations_prudhommes_2026-11-26.pdf' });
      },
    });
    const dialog = await openDialog('Formations prud’hommes');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Date de début' }), '01/01/2025');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Date de fin' }), '31/12/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText('Préparation en cours de votre document')).toBeInTheDocument();
    release();
    await waitFor(() => expect(clicked).toEqual(['formations_prudhommes_2026-11-26.pdf']));
    const sent = requests.find((r) => r.path === '/api/export/labor-tribunal-trainings');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({ start_date: '2025-01-01', end_date: '2025-12-31' });
    click.mockRestore();
  });

  it("the union bilan without a period: 'Dates manquantes'; a failed export shows the server's message", async () => {
    renderPage({ 'GET /api/export-union-trainings': () => json({ message: 'La base est indisponible.' }, 400) });
    await screen.findByText('Bilan des formations syndicales');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter le bilan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dates manquantes');
    expect(alert).toHaveTextContent("Veuillez sélectionner une période avant d'exporter le bilan.");

    await userEvent.type(screen.getByRole('textbox', { name: 'Du' }), '01/01/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'Au' }), '31/03/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter le bilan' }));
    expect(await screen.findByText('Erreur : La base est indisponible.')).toBeInTheDocument();
  });

  it('shows the figures: a chart per measure by year, the shares of the latest year, the top staff in French numbers', async () => {
    renderPage();
    for (const title of ['Sessions de formation par année', 'Jours de formation par année', 'Stagiaires présents par année', 'Journées stagiaires par année']) {
      expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    }
    const sessions = await screen.findByRole('figure', { name: 'Sessions par type en 2025' });
    // Each share is written out, not only drawn.
    expect(within(sessions).getAllByText((text) => text.replace(/\s/g, ' ') === 'CPH : 100 %').length).toBeGreaterThan(0);
    const top = await screen.findByRole('table', { name: 'Les plus présents dans les équipes en 2025' });
    const row = within(top).getByRole('row', { name: /Inès Formatrice/ });
    expect(row).toHaveTextContent('1 234,5');
  });
});

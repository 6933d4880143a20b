import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModuleLoader, useSession, type RemotePage } from '@irt/shared-auth';
import { aTrainingDetail, aTrainingTrainee, aUser, pageOf } from '@irt/test-support/factories';
import { fileAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { RoleSlug, TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { TraineesTab } from './TraineesTab';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function staffTraining(overrides: Partial<TrainingDetail> = {}): TrainingDetail {
  return aTrainingDetail({ id: 77, title: 'Négocier en entreprise', start_date: inDays(20), end_date: inDays(21), ...overrides });
}

const camille = aTrainingTrainee({
  id: 501,
  profile_id: 9001,
  name: 'Camille Martin',
  email: 'camille@courriel-demo.fr',
  registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
  mandates: [
    { id: 1, name: 'Conseiller Prud’hommes', council: 'CPH de Strasbourg', council_section: 'Industrie', used_in_training: true },
    { id: 2, name: 'Délégué syndical', council: null, council_section: null, used_in_training: false },
  ],
});
const jules = aTrainingTrainee({ id: 502, profile_id: 9002, name: 'Jules Weber', email: 'jules@courriel-demo.fr', union: { id: 3, name: 'CGT' }, company_name: 'Usine Sud' });

function showTab(role: RoleSlug, rows: TrainingTrainee[] = [camille, jules], training = staffTraining()) {
  useSession.getState().setUser(aUser(role));
  mockApi({ 'GET /api/trainings/:id/trainees': () => json({ ...pageOf(rows, { perPage: 30 }) }) });
  return renderWithProviders(<TraineesTab training={training} />);
}

afterEach(() => useSession.getState().clear());

describe('onglet Stagiaires', () => {
  it('lists the trainees with union, mandates, company and status, and a Voir link opening a new tab', async () => {
    showTab('administrateur');
    const table = await screen.findByRole('table', { name: 'Stagiaires de la formation' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nom',
      'Syndicat',
      "Nom de l'entreprise",
      "Taille de l'entreprise",
      'Statut',
      'Actions',
    ]);
    const row = within(table).getByText('Camille Martin').closest('tr') as HTMLElement;
    expect(within(row).getByText('camille@courriel-demo.fr')).toBeInTheDocument();
    expect(within(row).getByText('CFDT')).toBeInTheDocument();
    expect(within(row).getByText('Délégué syndical')).toBeInTheDocument();
    expect(within(row).getByText('Brasserie du Rhin')).toBeInTheDocument();
    expect(within(row).getByText('50 à 249 salariés')).toBeInTheDocument();
    expect(within(row).getByText('Préinscription')).toBeInTheDocument();
    // 'Voir' opens the trainee's page (mf-people) in a new tab.
    expect(within(row).getByRole('link', { name: 'Voir Camille Martin (nouvel onglet)' })).toHaveAttribute('href', expect.stringMatching(/^\/stagiaires\/\d+$/));
    expect(requests[0].url.searchParams.get('page')).toBe('1');
    expect(requests[0].url.searchParams.get('per_page')).toBe('30');
    expect(requests[0].url.searchParams.has('status')).toBe(false);
  });

  it("filters by status for an administrateur ('Voir tout' lifts the filter)", async () => {
    const user = userEvent.setup();
    showTab('gestionnaire');
    await screen.findByText('Camille Martin');
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Voir tout', 'Préinscription', 'En attente', 'Validé', 'Refusé']);
    await user.click(screen.getByRole('option', { name: 'Refusé' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('status')).toBe('refuse'));
    // In the address under the tab's prefix, so a reload or the back button keeps it.
    expect(screen.getByTestId('location')).toHaveTextContent('/?stagiaires-statut=refuse');
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(screen.getByRole('option', { name: 'Voir tout' }));
    // The unfiltered first page is still in the cache: shown again without a request.
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Voir tout');
    expect(requests.filter((r) => !r.url.searchParams.has('status'))).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens on the status and page the address names, and pages from there', async () => {
    const user = userEvent.setup();
    useSession.getState().setUser(aUser('gestionnaire'));
    mockApi({
      'GET /api/trainings/:id/trainees': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return json(pageOf([{ ...jules, name: `Page ${page} de ${url.searchParams.get('status')}` }], { page, lastPage: 3, perPage: 30 }));
      },
    });
    renderWithProviders(<TraineesTab training={staffTraining()} />, { entry: '/formations/77?tab=Stagiaires&stagiaires-statut=valide&stagiaires-page=2' });
    expect(await screen.findByText('Page 2 de valide')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Validé');
    await user.click(within(screen.getByRole('navigation', { name: 'Pages des stagiaires' })).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 de valide')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/77?tab=Stagiaires&stagiaires-statut=valide&stagiaires-page=3');
  });

  it('gives no filter to a responsable pédagogique nor the status panel to an intervenant', async () => {
    const { unmount } = showTab('responsable-pedagogique', [{ ...jules, registration_status: { id: 2, name: 'Validé', slug: 'valide' } }]);
    await screen.findByText('Jules Weber');
    expect(screen.queryByRole('combobox', { name: 'Statut' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gérer le statut de Jules Weber' })).toBeInTheDocument();
    unmount();
    showTab('intervenant', [jules]);
    await screen.findByText('Jules Weber');
    expect(screen.queryByRole('button', { name: /Gérer le statut/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Statut' })).not.toBeInTheDocument();
  });

  it('opens the mail client with the trainees hidden, to the institute, about the training', async () => {
    showTab('administrateur');
    await screen.findByText('Camille Martin');
    const href = screen.getByRole('link', { name: 'Envoyer un email aux stagiaires' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe('contact@irt-demo.fr');
    expect(url.searchParams.get('bcc')?.split(/[;,]/)).toEqual(['camille@courriel-demo.fr', 'jules@courriel-demo.fr']);
    expect(url.searchParams.get('subject')).toBe('Formation : Négocier en entreprise');
  });

  it("downloads 'Exporter les pupitres' under the name the server gives", async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    showTab('administrateur');
    mockApi({
      'GET /api/trainings/:id/export-attendees': () =>
        fileAnswer(new Uint8Array([0x50, 0x4b, 3, 4]), { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'stagiaires_77.xlsx' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter les pupitres' }));
    await waitFor(() => expect(clicked).toEqual(['stagiaires_77.xlsx']));
    expect(requests.map((r) => r.key)).toContain('GET /api/trainings/77/export-attendees');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when nobody is registered', async () => {
    showTab('administrateur', []);
    expect(await screen.findByText('Aucun stagiaire pour le moment')).toBeInTheDocument();
  });

  it('shows each registration as a card on a phone, with its status and actions', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    try {
      showTab('responsable-pedagogique', [{ ...jules, registration_status: { id: 2, name: 'Validé', slug: 'valide' } }]);
      const list = await screen.findByRole('list', { name: 'Stagiaires de la formation' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(list).getByRole('listitem', { name: 'Jules Weber' });
      expect(within(card).getByText('jules@courriel-demo.fr')).toBeInTheDocument();
      expect(within(card).getByText('CGT')).toBeInTheDocument();
      expect(within(card).getByText(/^Usine Sud/)).toBeInTheDocument();
      expect(within(card).getByText('Validé')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Gérer le statut de Jules Weber' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Voir Jules Weber (nouvel onglet)' })).toHaveAttribute('href', '/stagiaires/9002');
    } finally {
      window.matchMedia = wide;
    }
  });

  describe("l'inscription d'un stagiaire par l'administrateur", () => {
    /** Stands for the trainee space's slide-over: shows whether it is open, and closes as it would. */
    function FakeAdminRegistration({ trainingId, open, onClose }: { trainingId: number; open: boolean; onClose: () => void }) {
      return open ? (
        <div role="dialog" aria-label="Inscrire un stagiaire">
          {`Formation ${trainingId}`}
          <button type="button" onClick={onClose}>
            Fermer
          </button>
        </div>
      ) : null;
    }
    const loader = jest.fn(async (_page: RemotePage) => ({ default: FakeAdminRegistration as unknown }));
    beforeEach(() => {
      loader.mockClear();
      provideRemoteModuleLoader(loader);
    });

    it("opens the trainee space's slide-over for this training, loaded at the first click only", async () => {
      showTab('administrateur');
      await screen.findByRole('table', { name: 'Stagiaires de la formation' });
      expect(loader).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Inscrire un stagiaire' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inscrire un stagiaire' });
      expect(dialog).toHaveTextContent('Formation 77');
      expect(loader).toHaveBeenCalledWith({ remote: 'mf_trainee', module: './AdminRegistration' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => undefined);
    });

    it.each(['gestionnaire', 'responsable-pedagogique', 'intervenant'] as const)('is not offered to a %s', async (role) => {
      showTab(role);
      await screen.findByRole('table', { name: 'Stagiaires de la formation' });
      expect(screen.queryByRole('button', { name: 'Inscrire un stagiaire' })).not.toBeInTheDocument();
    });
  });
});

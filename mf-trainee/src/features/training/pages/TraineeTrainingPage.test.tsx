import { act, screen, within } from '@testing-library/react';
import { useSession } from '@irt/shared-auth';
import { aProfile, aTrainingDetail } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@irt/test-support/render';
import type { TrainingDetail } from '@irt/api/contract';
import { parisDateTimeFromToday } from '@irt/test-support/paris-days';
import TraineeTrainingPage from './TraineeTrainingPage';

/** 09:00 in Paris, `days` days from today in Paris (far enough ahead: registration open whatever today is). */
const inDays = (days: number) => parisDateTimeFromToday(days, '09:00');

function showTraining(training: TrainingDetail) {
  mockApi({
    'GET /api/trainings/:id': ({ params }) => (Number(params.id) === training.id ? json(training) : json({ message: 'Formation introuvable.' }, 404)),
    // An ended training's page asks whether a cold survey was sent.
    'GET /api/surveys/cold/:trainingId': () => json({ survey: null }),
    // A validated registration's page asks for its training leave.
    'GET /api/employer-letters/:registrationId': () => json({ leave: null }),
  });
  return renderWithProviders(<TraineeTrainingPage />, { path: '/formations/:id', entry: `/formations/${training.id}` });
}

const panel = () => screen.getByRole('heading', { name: 'Mon inscription' }).closest('section') as HTMLElement;

describe('formation vue par un stagiaire', () => {
  it('shows the trainee fields, not the staff ones', async () => {
    showTraining(
      aTrainingDetail({
        id: 41,
        title: 'Négocier en entreprise',
        complement: 'Module 2',
        dinners: 2,
        accommodation: true,
        registered_count: 5,
        max_attendees: 15,
        paid_training: true,
        amount: 120,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Négocier en entreprise' })).toBeInTheDocument();
    expect(screen.getByText('Module 2')).toBeInTheDocument();
    expect(screen.getByText('Maison des syndicats')).toBeInTheDocument();
    expect(screen.getByText('67000 Strasbourg')).toBeInTheDocument();
    expect(screen.getByText('5 / 15')).toBeInTheDocument();
    expect(screen.getByText('Repas pris en charge (2)')).toBeInTheDocument();
    expect(screen.getByText('Hébergement possible')).toBeInTheDocument();
    expect(screen.getByText('2 mars 26 - 09:00')).toBeInTheDocument();
    // Type, theme and price conditions are for staff.
    expect(screen.queryByText('Stage')).not.toBeInTheDocument();
    expect(screen.queryByText('Négociation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payant|Gratuit/)).not.toBeInTheDocument();
    expect(screen.getByText('La formation est terminée depuis', { exact: false })).toBeInTheDocument();
  });

  it('offers registration while places remain and registration is open, until the server’s last day', async () => {
    showTraining(aTrainingDetail({ id: 42, start_date: inDays(20), end_date: inDays(21), registration: { open: true, last_day: '2026-03-09', days_left: 13 } }));
    const link = await within(await screen.findByRole('region', { name: 'Mon inscription' })).findByRole('link', { name: "M'inscrire à cette formation" });
    expect(link).toHaveAttribute('href', '/inscription/42');
    expect(within(panel()).getByText("Inscriptions possibles jusqu'au 9 mars 2026 inclus.")).toBeInTheDocument();
    expect(screen.getByText('Il reste 20 jours avant le début de la formation')).toBeInTheDocument();
  });

  it('says the training is full, or registration closed when the server says so (its days, not the device’s)', async () => {
    const { unmount } = showTraining(aTrainingDetail({ id: 43, start_date: inDays(20), end_date: inDays(21), registered_count: 20, max_attendees: 20 }));
    expect(await screen.findByText("La formation est complète, l'inscription est impossible.")).toBeInTheDocument();
    // The waiting list goes through the same wizard, under the same cut-off.
    expect(within(panel()).getByRole('link', { name: "M'inscrire sur la liste d'attente" })).toHaveAttribute('href', '/inscription/43');
    expect(within(panel()).getByText(/^Demandes possibles jusqu'au .* inclus\.$/)).toBeInTheDocument();
    unmount();
    // Eight days ahead on the device's calendar, but past the last day in Paris: the server's answer wins.
    showTraining(aTrainingDetail({ id: 44, start_date: inDays(8), end_date: inDays(9), registration: { open: false, last_day: '2026-03-01', days_left: -1 } }));
    expect(await screen.findByText('Les inscriptions à cette formation sont closes.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the status of the registration once registered', async () => {
    showTraining(
      aTrainingDetail({
        id: 45,
        start_date: inDays(20),
        end_date: inDays(21),
        own_registration: { id: 9, registration_status: { id: 2, name: 'Validé', slug: 'valide' }, reimbursed: false, needs_accommodation: false, refusal_reason: null },
      }),
    );
    expect(await within(await screen.findByRole('region', { name: 'Mon inscription' })).findByText('Validé')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: "M'inscrire à cette formation" })).not.toBeInTheDocument();
  });

  it('offers the evaluation of an ended training to a validated trainee only', async () => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    mockApi({ 'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ message: 'Aucune évaluation.' }, 404) });
    const registration = (slug: 'valide' | 'preinscription', id: 1 | 2) => ({
      id: 9,
      registration_status: { id, name: slug, slug },
      reimbursed: false,
      needs_accommodation: false,
      refusal_reason: null,
    });
    const { unmount } = showTraining(aTrainingDetail({ id: 46, start_date: inDays(-10), end_date: inDays(-9), own_registration: registration('valide', 2) }));
    const panel = await screen.findByRole('region', { name: 'Évaluation de la formation' });
    expect(await within(panel).findByRole('button', { name: 'Évaluer la formation' })).toBeInTheDocument();
    unmount();
    showTraining(aTrainingDetail({ id: 47, start_date: inDays(-10), end_date: inDays(-9), own_registration: registration('preinscription', 1) }));
    await screen.findByRole('region', { name: 'Mon inscription' });
    expect(screen.queryByRole('region', { name: 'Évaluation de la formation' })).not.toBeInTheDocument();
    act(() => useSession.getState().clear());
  });

  it('opens the Remboursements tab of a registered trainee from the address', async () => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    mockApi({
      'GET /api/trainings/:id': () =>
        json(aTrainingDetail({ id: 48, own_registration: { id: 9, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' }, reimbursed: true, needs_accommodation: false, refusal_reason: null } })),
      'GET /api/training/:trainingId/profile/:profileId/expense': () => json(null),
    });
    renderWithProviders(<TraineeTrainingPage />, { path: '/formations/:id', entry: '/formations/48?tab=Remboursements' });
    expect(await screen.findByRole('tab', { name: 'Remboursements', selected: true })).toBeInTheDocument();
    const refunds = await screen.findByRole('region', { name: 'Remboursements' });
    expect(await within(refunds).findByText('Aucun justificatif fourni')).toBeInTheDocument();
    // Receipts wait for a validated registration.
    expect(within(refunds).queryByRole('button', { name: 'Ajouter un justificatif' })).not.toBeInTheDocument();
    act(() => useSession.getState().clear());
  });

  it('unregisters a trainee from a published training after a confirmation', async () => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    let registered = true;
    const own = { id: 9, registration_status: { id: 1 as const, name: 'Préinscription', slug: 'preinscription' as const }, reimbursed: false, needs_accommodation: false, refusal_reason: null };
    mockApi({
      'GET /api/trainings/:id': () => json(aTrainingDetail({ id: 49, start_date: inDays(20), end_date: inDays(21), own_registration: registered ? own : null })),
      'DELETE /api/trainings/:id/unregister/:profileId': () => {
        registered = false;
        return json({ message: 'Bravo, vous êtes désinscrit' });
      },
    });
    renderWithProviders(<TraineeTrainingPage />, { path: '/formations/:id', entry: '/formations/49' });
    await userEvent.click(await screen.findByRole('button', { name: 'Désinscrire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désinscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désinscrire' }));
    expect(await screen.findByRole('link', { name: "M'inscrire à cette formation" })).toHaveAttribute('href', '/inscription/49');
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/trainings/49/unregister/31')).toBe(true);
    act(() => useSession.getState().clear());
  });

  it('offers no unregistration once the training is no longer published or postponed', async () => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    showTraining(
      aTrainingDetail({
        id: 50,
        training_status_id: 5,
        status: { id: 5, name: 'À clôturer' },
        own_registration: { id: 9, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' }, reimbursed: false, needs_accommodation: false, refusal_reason: null },
      }),
    );
    expect(await screen.findByText('Préinscription')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désinscrire' })).not.toBeInTheDocument();
    act(() => useSession.getState().clear());
  });

  it('tells a refused trainee the reason and what to do next, without Désinscrire', async () => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    showTraining(
      aTrainingDetail({
        id: 51,
        start_date: inDays(20),
        end_date: inDays(21),
        own_registration: {
          id: 9,
          registration_status: { id: 3, name: 'Refusé', slug: 'refuse' },
          reimbursed: false,
          needs_accommodation: false,
          refusal_reason: 'Formation réservée aux conseillers prud’hommes.',
        },
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Mon inscription' });
    expect(await within(panel).findByText("Votre inscription à cette formation n'a pas été retenue.")).toBeInTheDocument();
    expect(within(panel).getByText('Motif : Formation réservée aux conseillers prud’hommes.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'contact@irt-demo.fr' })).toHaveAttribute('href', 'mailto:contact@irt-demo.fr');
    expect(within(panel).getByRole('link', { name: 'Voir le catalogue des formations' })).toHaveAttribute('href', '/catalogue-de-formations');
    // The button's code is loaded lazily: let it arrive before saying it is not there.
    await import('../components/UnregisterButton');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(panel).queryByRole('button', { name: 'Désinscrire' })).not.toBeInTheDocument();
    act(() => useSession.getState().clear());
  });

  it('says so when the training cannot be read', async () => {
    mockApi({ 'GET /api/trainings/:id': () => json({ message: 'Accès refusé.' }, 403) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<TraineeTrainingPage />, { path: '/formations/:id', entry: '/formations/7' });
    expect(await screen.findByText('Formation introuvable')).toBeInTheDocument();
  });
});

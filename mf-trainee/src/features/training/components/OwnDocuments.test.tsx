import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aProfile, aTrainingDetail, aUser } from '@irt/test-support/factories';
import { fileAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import type { OwnRegistration, TrainingDetail } from '@irt/api/contract';
import TraineeTrainingPage from '../pages/TraineeTrainingPage';

const validated: OwnRegistration = { id: 9, registration_status: { id: 2, name: 'Validé', slug: 'valide' }, reimbursed: false, needs_accommodation: false, refusal_reason: null };

function pdf(name: string) {
  return fileAnswer('%PDF-1.4 convocation', { type: 'application/pdf', name });
}

function showTraining(training: TrainingDetail) {
  mockApi({
    'GET /api/trainings/:id': () => json(training),
    // The evaluation panel of a validated trainee looks its evaluation up.
    'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ message: 'Aucune évaluation.' }, 404),
    // …and an ended training's page asks whether a cold survey was sent.
    'GET /api/surveys/cold/:trainingId': () => json({ survey: null }),
    // …and a validated registration's page asks for its training leave.
    'GET /api/employer-letters/:registrationId': () => json({ leave: null }),
  });
  return renderWithProviders(
    <>
      <TraineeTrainingPage />
      <NotificationsHost />
    </>,
    { path: '/formations/:id', entry: `/formations/${training.id}` },
  );
}

const panel = () => screen.findByRole('region', { name: 'Mon inscription' });

describe('documents du stagiaire', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    // jsdom has no object URLs nor downloads: record the name the browser would save the file under.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:document'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => act(() => useSession.getState().clear()));

  it('downloads the convocation of a validated registration under the name the server gives', async () => {
    showTraining(aTrainingDetail({ id: 45, own_registration: validated }));
    mockApi({ 'GET /api/trainings/:id/convocation/:registrationId': () => pdf('f45-convocation-lea-fischer-2026-03-02.pdf') });
    const registration = await panel();
    await userEvent.click(await within(registration).findByRole('button', { name: 'Télécharger ma convocation' }));
    await waitFor(() => expect(saved).toEqual(['f45-convocation-lea-fischer-2026-03-02.pdf']));
    expect(requests.map((request) => request.key)).toContain('GET /api/trainings/45/convocation/9');
    // No certificate before the attendance is done.
    expect(within(registration).queryByRole('button', { name: 'Télécharger mon attestation' })).not.toBeInTheDocument();
  });

  it('downloads the certificate once the attendance is done, and reports a refusal', async () => {
    showTraining(aTrainingDetail({ id: 46, training_status_id: 5, status: { id: 5, name: 'À clôturer' }, attendance_sheet_done: true, own_registration: validated }));
    mockApi({
      'GET /api/certificate/:trainingId/:registrationId': () => pdf('f46-attestation-lea-fischer-2026-03-02.pdf'),
      'GET /api/trainings/:id/convocation/:registrationId': () => json({ message: 'Cette inscription n’est pas validée.' }, 422),
    });
    const registration = await panel();
    await userEvent.click(await within(registration).findByRole('button', { name: 'Télécharger mon attestation' }));
    await waitFor(() => expect(saved).toEqual(['f46-attestation-lea-fischer-2026-03-02.pdf']));
    expect(requests.map((request) => request.key)).toContain('GET /api/certificate/46/9');

    await userEvent.click(within(registration).getByRole('button', { name: 'Télécharger ma convocation' }));
    expect(await screen.findByText('Erreur : Cette inscription n’est pas validée.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('names the file as staff would find it when the server gives no name: training, document, trainee, start day', async () => {
    act(() => useSession.getState().setUser(aUser('stagiaire', { name: 'Léa Fischer' })));
    showTraining(aTrainingDetail({ id: 48, start_date: '2026-03-02T08:00:00.000Z', own_registration: validated }));
    mockApi({ 'GET /api/trainings/:id/convocation/:registrationId': () => fileAnswer('%PDF-1.4 convocation', { type: 'application/pdf' }) });
    const registration = await panel();
    await userEvent.click(await within(registration).findByRole('button', { name: 'Télécharger ma convocation' }));
    await waitFor(() => expect(saved).toEqual(['f48-convocation-lea-fischer-2026-03-02.pdf']));
  });

  it('offers no document before the registration is validated', async () => {
    showTraining(
      aTrainingDetail({ id: 47, own_registration: { ...validated, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' } } }),
    );
    const registration = await panel();
    expect(await within(registration).findByText('Préinscription')).toBeInTheDocument();
    expect(within(registration).queryByRole('button', { name: /^Télécharger/ })).not.toBeInTheDocument();
  });
});


import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aProfile, aTrainingDetail } from '@irt/test-support/factories';
import { fileAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { parisDateTimeFromToday } from '@irt/test-support/paris-days';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import type { EmployerLeave, OwnRegistration, TrainingDetail } from '@irt/api/contract';
import TraineeTrainingPage from '../pages/TraineeTrainingPage';

const validated: OwnRegistration = { id: 9, registration_status: { id: 2, name: 'Validé', slug: 'valide' }, reimbursed: false, needs_accommodation: false, refusal_reason: null };

const aLeave = (values: Partial<EmployerLeave> = {}): EmployerLeave => ({
  registration_id: 9,
  kind: 'cfess',
  label: 'Congé de formation économique, sociale, environnementale et syndicale',
  notice_days: 30,
  notice_deadline: '2099-02-13',
  notice_article: 'R. 2145-4',
  certificate_article: 'R. 2145-6',
  certificate_available: false,
  ...values,
});

function showTraining(training: TrainingDetail, leave: EmployerLeave | null) {
  mockApi({
    'GET /api/trainings/:id': () => json(training),
    'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ message: 'Aucune évaluation.' }, 404),
    'GET /api/surveys/cold/:trainingId': () => json({ survey: null }),
    'GET /api/employer-letters/:registrationId': () => json({ leave }),
  });
  return renderWithProviders(
    <>
      <TraineeTrainingPage />
      <NotificationsHost />
    </>,
    { path: '/formations/:id', entry: `/formations/${training.id}` },
  );
}

const block = () => screen.findByRole('region', { name: 'Congé de formation' });

describe('congé de formation du stagiaire', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:document'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => act(() => useSession.getState().clear()));

  it('shows the leave and its deadline, downloads the letter and sends it by email', async () => {
    const training = aTrainingDetail({ id: 60, start_date: parisDateTimeFromToday(40, '09:00'), end_date: parisDateTimeFromToday(41, '16:30'), own_registration: validated });
    showTraining(training, aLeave());
    mockApi({
      'GET /api/employer-letters/:registrationId/notice': () => fileAnswer('%PDF-1.4', { type: 'application/pdf', name: 'f60-demande-employeur-lea-fischer-2099-03-15.pdf' }),
      'POST /api/employer-letters/:registrationId/notice/email': () => json({ message: 'Le courrier pour votre employeur vous a été envoyé par courriel.' }),
    });
    const section = await block();
    expect(within(section).getByText('Congé de formation économique, sociale, environnementale et syndicale')).toBeInTheDocument();
    expect(within(section).getByText('À remettre à votre employeur avant le 13 février 2099 inclus')).toBeInTheDocument();
    expect(within(section).getByText(/30 jours avant le premier jour de formation \(article R\. 2145-4/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: "Attestation de présence pour l'employeur" })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: "Télécharger la demande à l'employeur" }));
    await waitFor(() => expect(saved).toEqual(['f60-demande-employeur-lea-fischer-2099-03-15.pdf']));
    expect(requests.map((request) => request.key)).toContain('GET /api/employer-letters/9/notice');

    await userEvent.click(within(section).getByRole('button', { name: "M'envoyer par courriel" }));
    expect(await screen.findByText('Le courrier pour votre employeur vous a été envoyé par courriel.')).toBeInTheDocument();
    expect(requests.map((request) => request.key)).toContain('POST /api/employer-letters/9/notice/email');
  });

  it('after the training: the attendance certificate for the employer instead of the letter', async () => {
    const training = aTrainingDetail({ id: 61, start_date: parisDateTimeFromToday(-10, '09:00'), end_date: parisDateTimeFromToday(-9, '16:30'), own_registration: validated });
    showTraining(training, aLeave({ certificate_available: true, notice_deadline: '2020-01-01' }));
    mockApi({
      'GET /api/employer-letters/:registrationId/certificate': () => fileAnswer('%PDF-1.4', { type: 'application/pdf', name: 'f61-attestation-employeur-lea-fischer.pdf' }),
    });
    const section = await block();
    expect(within(section).queryByText(/À remettre à votre employeur avant/)).not.toBeInTheDocument();
    expect(within(section).getByText(/article R\. 2145-6/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: "Attestation de présence pour l'employeur" }));
    await waitFor(() => expect(saved).toEqual(['f61-attestation-employeur-lea-fischer.pdf']));
  });

  it('shows nothing for a registration without a leave', async () => {
    showTraining(aTrainingDetail({ id: 62, own_registration: validated }), null);
    await screen.findByRole('region', { name: 'Mon inscription' });
    await waitFor(() => expect(requests.map((request) => request.key)).toContain('GET /api/employer-letters/9'));
    expect(screen.queryByRole('region', { name: 'Congé de formation' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTrainingDetail, aTrainingTrainee, pageOf } from '@irt/test-support/factories';
import { fileAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import type { TrainingAllowedActions, TrainingDetail, TrainingEmployerLetter } from '@irt/api/contract';
import { ActionsTab } from './ActionsTab';
import { TraineeActionsTab } from './TraineeActionsTab';

const ACTIONS: TrainingAllowedActions = {
  transitions: [],
  can_force_status: false,
  edit: 'none',
  can_edit_attendance: false,
  can_mark_attendance_done: false,
  can_cancel_attendance_done: false,
  can_issue_certificates: false,
};

const training = (certificates = false): TrainingDetail =>
  aTrainingDetail({ id: 31, title: 'Droit du travail', start_date: '2026-03-02T08:00:00.000Z', allowed_actions: { ...ACTIONS, can_issue_certificates: certificates } });

const pdf = (name: string) => () => fileAnswer(new TextEncoder().encode('%PDF-1.7'), { type: 'application/pdf', name });

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:document'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('onglet Actions', () => {
  it('downloads every convocation and the attendance sheet under the names the server gives', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/trainings/:id/convocations': pdf('f31-convocations-2026-03-02.pdf'),
      'GET /api/generate-attendance-sheet/:trainingId': pdf('f31-emargements-droit-du-travail-2026-03-02.pdf'),
    });
    renderWithProviders(<ActionsTab training={training()} />);
    await user.click(screen.getByRole('button', { name: 'Télécharger toutes les convocations' }));
    await waitFor(() => expect(saved).toEqual(['f31-convocations-2026-03-02.pdf']));
    await user.click(screen.getByRole('button', { name: "Télécharger la feuille d'émargement" }));
    await waitFor(() => expect(saved).toEqual(['f31-convocations-2026-03-02.pdf', 'f31-emargements-droit-du-travail-2026-03-02.pdf']));
    // Certificates wait for the attendance.
    expect(screen.queryByRole('button', { name: 'Télécharger toutes les attestations' })).not.toBeInTheDocument();
    expect(screen.getByText("L'attestation de présence n'est pas éditable")).toBeInTheDocument();
  });

  it('sends the convocations to all after a confirmation and lists the failed addresses', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/send-convocations/:trainingId': () => json({ message: 'Bravo, les emails ont bien été envoyés', sent_count: 3, failed_emails: ['perdu@courriel-demo.fr'], not_validated_count: 0 }) });
    renderWithProviders(<ActionsTab training={training()} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer les convocations à tous les stagiaires' }));
    let dialog = await screen.findByRole('dialog', { name: 'Envoyer les convocations' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Envoyer les convocations à tous les stagiaires' }));
    dialog = await screen.findByRole('dialog', { name: 'Envoyer les convocations' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Bravo, les emails ont bien été envoyés à 3 stagiaires, sauf aux adresses suivantes : perdu@courriel-demo.fr.')).toBeInTheDocument();
    expect(requests.map((r) => r.key)).toEqual(['POST /api/send-convocations/31']);
  });

  it('counts the selected registrations that were not validated without naming them', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/send-convocations/:trainingId': () => json({ message: 'Bravo, les emails ont bien été envoyés', sent_count: 1, failed_emails: [], not_validated_count: 2 }) });
    renderWithProviders(<ActionsTab training={training()} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer les convocations à tous les stagiaires' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByText('Bravo, les emails ont bien été envoyés à 1 stagiaire. 2 inscriptions sélectionnées ne sont pas validées : elles n’ont rien reçu.'),
    ).toBeInTheDocument();
  });

  it('offers the certificates once the attendance is done', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/certificate/:trainingId': pdf('f31-attestations-2026-03-02.pdf'),
      'POST /api/send-certificates-email/:trainingId': () => json({ message: 'Bravo, les emails ont bien été envoyés', sent_count: 1, failed_emails: [], not_validated_count: 0 }),
    });
    renderWithProviders(
      <>
        <ActionsTab training={training(true)} />
        <NotificationsHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger toutes les attestations' }));
    await waitFor(() => expect(saved).toEqual(['f31-attestations-2026-03-02.pdf']));
    await user.click(screen.getByRole('button', { name: 'Envoyer les attestations à tous les stagiaires' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    // One message, with the count: the banner, no toast repeating it.
    expect(await screen.findByText('Bravo, les emails ont bien été envoyés à 1 stagiaire.')).toBeInTheDocument();
    expect(screen.getAllByText(/Bravo, les emails ont bien été envoyés/)).toHaveLength(1);
    expect(requests.find((r) => r.key === 'POST /api/send-certificates-email/31')?.body).toEqual({});
  });
});

describe('onglet Actions par stagiaire', () => {
  const lea = aTrainingTrainee({ id: 41, name: 'Léa Fischer', convocation_sent_at: '2026-02-20T09:00:00.000Z' });
  const paul = aTrainingTrainee({ id: 42, name: 'Paul Meyer' });

  function show(certificates = false, leaves: TrainingEmployerLetter[] = []) {
    mockApi({
      'GET /api/trainings/:id/trainees': () => json(pageOf([lea, paul], { perPage: 30 })),
      'GET /api/trainings/:id/employer-letters': () => json(leaves),
    });
    renderWithProviders(<TraineeActionsTab training={training(certificates)} />);
  }

  it('asks for a selection before sending, then sends to the selected trainees', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('Léa Fischer');
    expect(requests.find((r) => r.path === '/api/trainings/31/trainees')?.url.searchParams.get('status')).toBe('valide');
    await user.click(screen.getByRole('button', { name: 'Envoyer la convocation à la sélection' }));
    expect(screen.getByText("Aucun stagiaire sélectionné pour l'envoi.")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    mockApi({ 'POST /api/send-convocations/:trainingId': () => json({ message: 'Bravo, les emails ont bien été envoyés', sent_count: 1, failed_emails: [], not_validated_count: 0 }) });
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Paul Meyer' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la convocation à la sélection' }));
    expect(await screen.findByText('Bravo, les emails ont bien été envoyés à 1 stagiaire.')).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/send-convocations/31')?.body).toEqual({ registration_ids: [42] });
  });

  it("downloads a trainee's convocation, and their certificate once available", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/trainings/:id/convocation/:registrationId': pdf('f31-convocation-lea-fischer-2026-03-02.pdf'),
      'GET /api/certificate/:trainingId/:registrationId': pdf('f31-attestation-lea-fischer-2026-03-02.pdf'),
      'POST /api/send-certificates-email/:trainingId': () => json({ message: 'Bravo, les emails ont bien été envoyés', sent_count: 1, failed_emails: [], not_validated_count: 0 }),
    });
    show(true);
    await user.click(await screen.findByRole('button', { name: 'Télécharger la convocation de Léa Fischer' }));
    await waitFor(() => expect(saved).toEqual(['f31-convocation-lea-fischer-2026-03-02.pdf']));
    await user.click(screen.getByRole('button', { name: "Télécharger l'attestation de Léa Fischer" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('f31-attestation-lea-fischer-2026-03-02.pdf');
    expect(requests.map((r) => r.key)).toContain('GET /api/certificate/31/41');

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner tous les stagiaires de la page' }));
    await user.click(screen.getByRole('button', { name: "Envoyer l'attestation à la sélection" }));
    await screen.findByText('Bravo, les emails ont bien été envoyés à 1 stagiaire.');
    expect(requests.find((r) => r.key === 'POST /api/send-certificates-email/31')?.body).toEqual({ registration_ids: [41, 42] });
  });

  it('lists the trainees on a training leave with their letters for the employer', async () => {
    const user = userEvent.setup();
    const leave: TrainingEmployerLetter = {
      registration_id: 41,
      name: 'Léa Fischer',
      kind: 'cph_continue',
      label: 'Formation continue des conseillers prud’hommes',
      notice_days: 15,
      notice_deadline: '2026-02-15',
      notice_article: 'D. 1442-7',
      certificate_article: 'D. 1442-8',
      certificate_available: true,
    };
    mockApi({
      'GET /api/employer-letters/:registrationId/notice': pdf('f31-demande-employeur-lea-fischer-2026-03-02.pdf'),
      'GET /api/employer-letters/:registrationId/certificate': pdf('f31-attestation-employeur-lea-fischer-2026-03-02.pdf'),
    });
    show(true, [leave]);
    const panel = await screen.findByRole('region', { name: "Congés de formation : courriers pour l'employeur" });
    expect(within(panel).getByText(/Formation continue des conseillers prud’hommes · à remettre avant le 15 février 2026 inclus \(15 jours\)/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: "Courrier employeur de Léa Fischer" }));
    await waitFor(() => expect(saved).toEqual(['f31-demande-employeur-lea-fischer-2026-03-02.pdf']));
    await user.click(within(panel).getByRole('button', { name: "Attestation employeur de Léa Fischer" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(requests.map((r) => r.key)).toContain('GET /api/employer-letters/41/certificate');
  });
});

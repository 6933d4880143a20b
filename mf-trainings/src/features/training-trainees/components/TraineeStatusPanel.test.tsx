import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aLeaveCheck, aTrainingDetail, aTrainingTrainee, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { RoleSlug, TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { TraineesTab } from './TraineesTab';
import { ofName } from '@irt/api/constants';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const upcoming = (overrides: Partial<TrainingDetail> = {}) =>
  aTrainingDetail({ id: 88, title: 'Droit syndical', start_date: inDays(20), end_date: inDays(21), training_status_id: 3, ...overrides });

const preRegistered = aTrainingTrainee({
  id: 601,
  profile_id: 7001,
  name: 'Camille Martin',
  email: 'camille@courriel-demo.fr',
  zip_code: '67200',
  registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
  reimbursed: true,
  needs_accommodation: false,
});
const validated = aTrainingTrainee({ id: 602, profile_id: 7002, name: 'Jules Weber', registration_status: { id: 2, name: 'Validé', slug: 'valide' } });

async function openPanel(role: RoleSlug, trainee: TrainingTrainee, training = upcoming()) {
  const user = userEvent.setup();
  useSession.getState().setUser(aUser(role));
  mockApi({ 'GET /api/trainings/:id/trainees': () => json(pageOf([trainee], { perPage: 30 })) });
  renderWithProviders(<TraineesTab training={training} />);
  await user.click(await screen.findByRole('button', { name: `Gérer le statut ${ofName(trainee.name)}` }));
  const panel = await screen.findByRole('dialog', { name: 'Gérer le statut' });
  return { user, panel };
}

const statusPosts = () => requests.filter((r) => r.key === 'POST /api/trainings/88/update-status');

afterEach(() => useSession.getState().clear());

describe('panneau Gérer le statut', () => {
  it('shows the facts and opens the choice at once for a pre-registration; Validé saves at once', async () => {
    const { user, panel } = await openPanel('administrateur', preRegistered);
    const facts = within(panel);
    expect(facts.getByText('Code postal').nextElementSibling).toHaveTextContent('67200');
    expect(facts.getByText('Mandats utilisés pour cette formation').nextElementSibling).toHaveTextContent('Conseiller Prud’hommes');
    expect(facts.getByText('Défraiement demandé').nextElementSibling).toHaveTextContent('Oui');
    expect(facts.getByText('Hébergement demandé').nextElementSibling).toHaveTextContent('Non');
    expect(facts.getByText('Profil créé le').nextElementSibling).toHaveTextContent('15 septembre 2024');
    // The trainee's page (mf-people), in a new tab.
    expect(facts.getByRole('link', { name: 'Voir le profil détaillé' })).toHaveAttribute('href', '/stagiaires/7001');
    const choices = facts.getByRole('radiogroup', { name: "Statut de l'inscription" });
    expect(within(choices).getAllByRole('radio')).toHaveLength(4);

    mockApi({ 'POST /api/trainings/:id/update-status': () => json({ message: 'Bravo, le statut a bien été modifié' }) });
    await user.click(within(choices).getByRole('radio', { name: /^Validé/ }));
    await waitFor(() => expect(statusPosts()).toHaveLength(1));
    expect(statusPosts()[0].body).toEqual({ profile_id: 7001, status: 'valide' });
  });

  it('asks a reason before refusing, and sends it', async () => {
    const { user, panel } = await openPanel('gestionnaire', validated);
    await user.click(within(panel).getByRole('button', { name: 'modifier' }));
    await user.click(within(panel).getByRole('radio', { name: /^Refusé/ }));
    expect(statusPosts()).toHaveLength(0);
    const refuse = within(panel).getByRole('button', { name: 'Refuser' });
    expect(refuse).toBeDisabled();
    mockApi({ 'POST /api/trainings/:id/update-status': () => json({ message: 'Bravo, le statut a bien été modifié' }) });
    await user.click(within(panel).getByRole('textbox', { name: /Motif du refus/ }));
    await user.paste('Formation réservée aux conseillers');
    await user.click(refuse);
    await waitFor(() => expect(statusPosts()).toHaveLength(1));
    expect(statusPosts()[0].body).toEqual({ profile_id: 7002, status: 'refuse', refusal_reason: 'Formation réservée aux conseillers' });
  });

  it('shows the server refusal in French (the last seat taken)', async () => {
    const { user, panel } = await openPanel('administrateur', preRegistered);
    mockApi({
      'POST /api/trainings/:id/update-status': () =>
        json({ message: 'La formation est complète : toutes les places sont déjà attribuées, ce stagiaire ne peut pas être validé.' }, 422),
    });
    await user.click(within(panel).getByRole('radio', { name: /^Validé/ }));
    expect(await within(panel).findByText("Erreur lors de l'enregistrement du statut : La formation est complète : toutes les places sont déjà attribuées, ce stagiaire ne peut pas être validé.")).toBeInTheDocument();
  });

  it('never offers Préinscription to a responsable pédagogique', async () => {
    const { user, panel } = await openPanel('responsable-pedagogique', validated);
    await user.click(within(panel).getByRole('button', { name: 'modifier' }));
    const labels = within(panel).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(labels.map((l) => l.split(' — ')[0])).toEqual(['En attente', 'Validé', 'Refusé']);
  });

  it('offers no change once the training is over, and Désinscrire only at status 3 or 4', async () => {
    const { panel } = await openPanel('administrateur', validated, upcoming({ start_date: inDays(-3), end_date: inDays(-2), training_status_id: 5 }));
    expect(within(panel).queryByRole('button', { name: 'modifier' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Désinscrire' })).not.toBeInTheDocument();
  });

  it('unregisters the trainee after a confirmation', async () => {
    const { user, panel } = await openPanel('gestionnaire', validated);
    mockApi({ 'DELETE /api/trainings/:id/unregister/:profileId': () => json({ message: 'Bravo, le stagiaire est désinscrit' }) });
    await user.click(within(panel).getByRole('button', { name: 'Désinscrire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Désinscription' });
    await user.click(within(confirm).getByRole('button', { name: 'Désinscrire' }));
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('DELETE /api/trainings/88/unregister/7002'));
  });

  it("sends this trainee's convocation by email", async () => {
    const { user, panel } = await openPanel('administrateur', validated);
    mockApi({ 'POST /api/send-convocation/:trainingId/:traineeId': () => json({ message: "Bravo, l'email a bien été envoyé" }) });
    await user.click(within(panel).getByRole('button', { name: 'Envoyer la convocation par email' }));
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('POST /api/send-convocation/88/602'));
    // The certificate exists only once the attendance is done.
    expect(within(panel).queryByRole('button', { name: "Envoyer l'attestation par email" })).not.toBeInTheDocument();
  });

  it('shows the leave with its balance and flags; staff correct it, and a refusal of the server reads in French', async () => {
    const onLeave = aTrainingTrainee({ id: 603, profile_id: 7003, name: 'Nadia Roth', leave: aLeaveCheck({ notice_passed: true, notice_deadline: '2026-11-20' }) });
    const { user, panel } = await openPanel('gestionnaire', onLeave);
    // The flags of the row, in the table behind the panel, and in the panel.
    expect(screen.getAllByText('Délai de prévenance dépassé')).toHaveLength(2);
    const section = within(panel).getByRole('region', { name: 'Congé de formation' });
    expect(within(section).getByText('Formation continue des conseillers prud’hommes')).toBeInTheDocument();
    expect(within(section).getByText('Plafond dépassé')).toBeInTheDocument();
    expect(within(section).getByText('Délai de prévenance dépassé')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '30 jours par mandat (L. 1442-2) : 12 jours déjà pris, 3 jours pour cette formation, 18 jours restants avant elle.',
      '10 jours par année civile (D. 1442-7) : 8 jours déjà pris, 3 jours pour cette formation, 2 jours restants avant elle.',
    ]);
    expect(within(section).getByText(/^Délai de prévenance dépassé : la demande devait parvenir/)).toHaveTextContent(
      'au plus tard le 20/11/2026 (30 jours avant le premier jour). Inscription faite après cette date',
    );

    // A leave whose mandate the trainee does not hold: the server's French refusal.
    mockApi({
      'PUT /api/trainings/:id/trainees/:traineeId/leave': () =>
        json({ message: 'Refusé', errors: { leave_kind: ['Ce stagiaire ne détient pas le mandat que ce congé demande.'] } }, 422),
    });
    await user.click(within(section).getByRole('button', { name: 'corriger' }));
    await user.click(within(section).getByRole('combobox', { name: 'Congé utilisé pour cette formation' }));
    await user.click(await screen.findByRole('option', { name: 'Formation des défenseurs syndicaux' }));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText("Erreur lors de l'enregistrement : Ce stagiaire ne détient pas le mandat que ce congé demande.")).toBeInTheDocument();

    // None: sent as null.
    mockApi({ 'PUT /api/trainings/:id/trainees/:traineeId/leave': () => json({ message: 'Bravo, le congé de formation a bien été modifié' }) });
    await user.click(within(section).getByRole('combobox', { name: 'Congé utilisé pour cette formation' }));
    await user.click(await screen.findByRole('option', { name: 'Aucun congé de formation' }));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    const puts = () => requests.filter((r) => r.key === 'PUT /api/trainings/88/trainees/7003/leave');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts().map((r) => r.body)).toEqual([{ leave_kind: 'defenseur_syndical' }, { leave_kind: null }]);
  }, 30_000);

  it('shows a registration without leave as such', async () => {
    const { panel } = await openPanel('responsable-pedagogique', validated);
    const section = within(panel).getByRole('region', { name: 'Congé de formation' });
    expect(within(section).getByText('Aucun congé de formation')).toBeInTheDocument();
    expect(within(section).queryByText('Plafond dépassé')).not.toBeInTheDocument();
  });
});

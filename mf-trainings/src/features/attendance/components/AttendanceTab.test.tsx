import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aTrainingDetail, aTrainingTrainee, aUser, anAbsence, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { parisDayFromToday } from '@irt/test-support/paris-days';
import type { TrainingAllowedActions, TrainingDetail } from '@irt/api/contract';
import { AttendanceTab } from './AttendanceTab';

const OPEN: TrainingAllowedActions = {
  transitions: [],
  can_force_status: false,
  edit: 'none',
  can_edit_attendance: true,
  can_mark_attendance_done: true,
  can_cancel_attendance_done: false,
  can_issue_certificates: false,
};

/** Monday 2 March 2026 09:00 to Tuesday 3 March 12:00 (Paris): no afternoon on the last day. */
function finished(overrides: Partial<TrainingDetail> = {}): TrainingDetail {
  return aTrainingDetail({
    id: 55,
    start_date: '2026-03-02T08:00:00.000Z',
    end_date: '2026-03-03T11:00:00.000Z',
    training_status_id: 3,
    allowed_actions: OPEN,
    // As the server counts them.
    attendance_half_days: [
      { date: '2026-03-02', half_days: ['morning', 'afternoon'] },
      { date: '2026-03-03', half_days: ['morning'] },
    ],
    ...overrides,
  });
}

const lea = aTrainingTrainee({ id: 1, profile_id: 101, name: 'Léa Fischer' });
const paul = aTrainingTrainee({ id: 2, profile_id: 102, name: 'Paul Meyer', registration_status: { id: 4, name: 'En attente', slug: 'en_attente' } });
const refused = aTrainingTrainee({ id: 3, profile_id: 103, name: 'Rémi Refusé', registration_status: { id: 3, name: 'Refusé', slug: 'refuse' } });
const pre = aTrainingTrainee({ id: 4, profile_id: 104, name: 'Pia Préinscrite', registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' } });

function showTab(training: TrainingDetail, absences = [anAbsence({ id: 900, profile_id: 102, training_id: 55, absence_date: '2026-03-02', half_day: 'afternoon' })]) {
  mockApi({
    'GET /api/trainings/:id/trainees': () => json(pageOf([lea, paul, refused, pre], { perPage: 100 })),
    'GET /api/absences/by-training/:id': () => json(absences),
    // Léa signed Monday morning electronically, at 9:05 in Paris.
    'GET /api/trainings/:id/signatures': () =>
      json([{ profile_id: 101, signer: 'stagiaire', date: '2026-03-02', half_day: 'morning', signed_at: '2026-03-02T08:05:00.000Z', method: 'qr' }]),
    // Léa did not sign Monday afternoon: the gestionnaire marked her present.
    'GET /api/trainings/:id/attendance-marks': () =>
      json([{ id: 700, profile_id: 101, date: '2026-03-02', half_day: 'afternoon', reason: 'Pas de téléphone', marked_by: 'Claire Muller', marked_at: '2026-03-02T15:00:00.000Z' }]),
  });
  return renderWithProviders(<AttendanceTab training={training} />);
}

const day = (name: RegExp) => screen.getByRole('region', { name });
const choice = (region: HTMLElement, label: string) => within(region).getByRole('group', { name: label });

describe('onglet Présences', () => {
  it('has one table per day with the half-days of the training, without Refusé nor Préinscription', async () => {
    showTab(finished());
    await screen.findAllByText('Léa Fischer');
    expect(screen.queryByText('Rémi Refusé')).not.toBeInTheDocument();
    expect(screen.queryByText('Pia Préinscrite')).not.toBeInTheDocument();
    const monday = day(/lundi 2 mars 2026/);
    const tuesday = day(/mardi 3 mars 2026/);
    expect(within(choice(monday, 'Matin du lundi 2 mars 2026 : Léa Fischer')).getByRole('button', { name: /^Présent/ })).toHaveAttribute('aria-pressed', 'true');
    // Each button says whom and which half-day it is about, heard out of the table too.
    expect(screen.getByRole('button', { name: 'Présent : Léa Fischer, matin du lundi 2 mars 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Absent : Paul Meyer, après-midi du lundi 2 mars 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(choice(monday, 'Après-midi du lundi 2 mars 2026 : Paul Meyer')).getByRole('button', { name: /^Absent/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tuesday).getAllByRole('group')).toHaveLength(2);
    expect(within(tuesday).queryByRole('group', { name: /Après-midi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Aller au jour' })).toBeInTheDocument();
    // Ended at status 3: nothing to warn about but the certificate.
    expect(screen.queryByText("La formation n'est pas terminée.")).not.toBeInTheDocument();
    expect(screen.getByText("L'attestation de présence n'est pas éditable")).toBeInTheDocument();
    // The half-day Léa signed shows its time (Paris); the signing screen is one click away.
    expect(await within(monday).findByText('Signé à 09:05')).toBeInTheDocument();
    expect(within(monday).getAllByText(/^Signé à/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Émargement de la demi-journée' })).toHaveAttribute('href', '/formations/55/emargement');
  });

  it('records an absence and removes one', async () => {
    const user = userEvent.setup();
    showTab(finished());
    await screen.findAllByText('Léa Fischer');
    mockApi({
      'POST /api/absences': () => json(anAbsence({ id: 901, profile_id: 101, absence_date: '2026-03-03', half_day: 'morning' }), 201),
      'DELETE /api/absences/:id': () => json({ message: 'Absence supprimée.' }),
    });
    await user.click(within(choice(day(/mardi 3 mars/), 'Matin du mardi 3 mars 2026 : Léa Fischer')).getByRole('button', { name: /^Absent/ }));
    await waitFor(() => expect(requests.find((r) => r.key === 'POST /api/absences')?.body).toEqual({ profile_id: 101, training_id: 55, absence_date: '2026-03-03', half_day: 'morning' }));
    await waitFor(() => expect(within(choice(day(/lundi 2 mars/), 'Après-midi du lundi 2 mars 2026 : Paul Meyer')).getByRole('button', { name: /^Présent/ })).toBeEnabled());
    await user.click(within(choice(day(/lundi 2 mars/), 'Après-midi du lundi 2 mars 2026 : Paul Meyer')).getByRole('button', { name: /^Présent/ }));
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('DELETE /api/absences/900'));
  });

  it('marks the attendance done (status 5)', async () => {
    const user = userEvent.setup();
    showTab(finished());
    mockApi({ 'PATCH /api/trainings/:id': () => json(finished({ training_status_id: 5, attendance_sheet_done: true })) });
    await user.click(await screen.findByRole('button', { name: 'Marquer les présences comme saisies' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PATCH /api/trainings/55')?.body).toEqual({ attendance_sheet_done: true, training_status_id: 5 }));
  });

  it('locks the toggles once done; the administrateur may cancel it (status 3)', async () => {
    const user = userEvent.setup();
    showTab(
      finished({
        training_status_id: 5,
        attendance_sheet_done: true,
        allowed_actions: { ...OPEN, can_edit_attendance: false, can_mark_attendance_done: false, can_cancel_attendance_done: true, can_issue_certificates: true },
      }),
    );
    await screen.findAllByText('Léa Fischer');
    for (const button of within(day(/lundi 2 mars/)).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.queryByText("L'attestation de présence n'est pas éditable")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marquer les présences comme saisies' })).not.toBeInTheDocument();
    mockApi({ 'PATCH /api/trainings/:id': () => json(finished()) });
    await user.click(screen.getByRole('button', { name: 'Annuler la saisie des présences' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PATCH /api/trainings/55')?.body).toEqual({ attendance_sheet_done: false, training_status_id: 3 }));
  });

  it('warns while the training is not over, and at a status without attendance', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const { unmount } = showTab(finished({ end_date: future, allowed_actions: { ...OPEN, can_edit_attendance: false, can_mark_attendance_done: false } }), []);
    expect(await screen.findByText("La formation n'est pas terminée.")).toBeInTheDocument();
    unmount();
    showTab(finished({ training_status_id: 2, allowed_actions: { ...OPEN, can_edit_attendance: false, can_mark_attendance_done: false } }), []);
    expect(await screen.findByText('Le statut de la formation ne permet pas de saisir les absences.')).toBeInTheDocument();
  });

  it('puts the half-days under the name on a phone, still one choice per half-day', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    try {
      showTab(finished());
      await screen.findAllByText('Léa Fischer');
      const monday = day(/lundi 2 mars 2026/);
      expect(within(monday).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Stagiaire']);
      const row = within(monday).getByRole('row', { name: /Léa Fischer/ });
      expect(within(row).getByText('Matin')).toBeInTheDocument();
      expect(within(row).getByText('Après-midi')).toBeInTheDocument();
      expect(within(row).getByRole('group', { name: 'Matin du lundi 2 mars 2026 : Léa Fischer' })).toBeInTheDocument();
      expect(within(choice(monday, 'Après-midi du lundi 2 mars 2026 : Paul Meyer')).getByRole('button', { name: /^Absent/ })).toHaveAttribute('aria-pressed', 'true');
      // No afternoon on the last day: a dash instead of the choice.
      const tuesdayRow = within(day(/mardi 3 mars 2026/)).getByRole('row', { name: /Léa Fischer/ });
      expect(within(tuesdayRow).getAllByRole('group')).toHaveLength(1);
      expect(within(tuesdayRow).getByText('—')).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('shows a half-day marked present by the staff with its reason; the administrateur marks another, reason required, and removes one', async () => {
    act(() => useSession.getState().setUser(aUser('administrateur')));
    try {
      mockApi({
        'POST /api/trainings/:id/attendance-marks': () =>
          json({ id: 701, profile_id: 101, date: '2026-03-03', half_day: 'morning', reason: 'Signature oubliée', marked_by: 'Claire Muller', marked_at: '2026-03-03T12:00:00.000Z' }, 201),
        'DELETE /api/attendance-marks/:id': () => json({ message: 'La présence marquée par l’équipe a été retirée.' }),
      });
      showTab(finished());
      const monday = await screen.findByRole('region', { name: /lundi 2 mars 2026/ });
      expect(await within(monday).findByText('Marqué présent par l’équipe : Pas de téléphone')).toBeInTheDocument();
      // Signed: no button to mark it.
      expect(within(monday).queryByRole('button', { name: 'Marquer présent : Léa Fischer, matin du lundi 2 mars 2026' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Marquer présent : Léa Fischer, matin du mardi 3 mars 2026' }));
      const dialog = await screen.findByRole('dialog', { name: 'Marquer présent' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer présent' }));
      expect(within(dialog).getByText('Veuillez indiquer le motif.')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Signature oubliée');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer présent' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const posted = requests.find((request) => request.method === 'POST');
      expect(posted?.body).toEqual({ profile_id: 101, date: '2026-03-03', half_day: 'morning', reason: 'Signature oubliée' });

      await userEvent.click(within(monday).getByRole('button', { name: 'Retirer la présence marquée : Léa Fischer, après-midi du lundi 2 mars 2026' }));
      await waitFor(() => expect(requests.some((request) => request.method === 'DELETE' && request.url.pathname === '/api/attendance-marks/700')).toBe(true));
    } finally {
      act(() => useSession.getState().clear());
    }
  });
  it('during the training shows what is known of each half-day (signed, not signed, to come), never a presence nobody attested', async () => {
    const days = [-1, 0, 1].map((n) => parisDayFromToday(n));
    const yesterday = days[0]!;
    const tomorrow = days[2]!;
    mockApi({
      'GET /api/trainings/:id/trainees': () => json(pageOf([lea, paul], { perPage: 100 })),
      'GET /api/absences/by-training/:id': () => json([]),
      // Léa signed yesterday morning at 9:05 in Paris (07:05 or 08:05 UTC: the test reads the time shown).
      'GET /api/trainings/:id/signatures': () => json([{ profile_id: 101, signer: 'stagiaire', date: yesterday, half_day: 'morning', signed_at: `${yesterday}T08:05:00.000Z`, method: 'qr' }]),
      'GET /api/trainings/:id/attendance-marks': () => json([]),
    });
    renderWithProviders(
      <AttendanceTab
        training={finished({
          start_date: `${yesterday}T06:00:00.000Z`,
          end_date: `${tomorrow}T16:00:00.000Z`,
          allowed_actions: { ...OPEN, can_edit_attendance: false, can_mark_attendance_done: false },
          attendance_half_days: days.map((date) => ({ date, half_days: ['morning', 'afternoon'] })),
        })}
      />,
    );
    expect(await screen.findByText("La formation n'est pas terminée.")).toBeInTheDocument();
    expect(screen.getByText(/se saisissent une fois la formation terminée/)).toBeInTheDocument();
    await screen.findAllByText('Léa Fischer');
    expect(screen.getByLabelText(/^Signé à \d\d:\d\d : Léa Fischer, matin du /)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Non signé : Paul Meyer, matin du /)).not.toHaveLength(0);
    // Tomorrow has not begun: both trainees' half-days are to come.
    expect(screen.getAllByLabelText(/^À venir : /).length).toBeGreaterThanOrEqual(4);
    // No present/absent choice while the training is under way.
    expect(screen.queryByRole('button', { name: /^Présent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: / : Léa Fischer$/ })).not.toBeInTheDocument();
  });
});

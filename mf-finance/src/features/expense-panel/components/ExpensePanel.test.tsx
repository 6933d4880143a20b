import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import { aProfile, aUser } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { ExpensePanel } from './ExpensePanel';
import { aPanel, anExpenseDetail, CALCULATION, NO_RIGHTS } from '../../../shared/test-utils';

const PANEL = 'GET /api/training-expenses/by-training/:trainingId/profiles/:profileId';
const CALC = 'PATCH /api/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost';

function setup(role: 'gestionnaire' | 'administrateur' = 'gestionnaire') {
  act(() => useSession.setState({ user: aUser(role), profile: aProfile(role) }));
  mockApi(lookupRoutes({ 'vehicle-categories': [{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }, { id: 4, category: '6 CV', indemnity_per_km: 0.665 }] }));
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <ExpensePanel trainingId={4} profileId={9} open onClose={onClose} />
      <NotificationsHost />
    </>,
  );
  return { onClose, user: userEvent.setup() };
}
afterEach(() => act(() => useSession.setState({ user: null, profile: null })));

/** The banner of a refused write, found by its title. */
async function refusalBanner(title: string) {
  return (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement;
}

describe('panneau de défraiement', () => {
  it("creation mode: 'Créer' makes the expense at status 1", async () => {
    mockApi({
      [PANEL]: () => json(aPanel({ expense: null, rights: { ...NO_RIGHTS, can_create: true } })),
      'POST /api/training-expenses': () => json({ message: "Bravo, l'item a bien été créé", id: 70 }, 201),
    });
    const { user } = setup();
    expect(await screen.findByText('Aucun défraiement pour cette personne sur cette formation.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'POST /api/training-expenses')?.body).toEqual({ training_id: 4, profile_id: 9, training_expense_status_id: 1 }));
  });

  it('shows the transport the server computed, then saves À payer and closes for a gestionnaire', async () => {
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail({ training_expense_status_id: 2, status: { id: 2, name: 'À payer' } }) }),
    });
    const { user, onClose } = setup();
    const calc = await screen.findByLabelText('Calcul du transport');
    expect(within(calc).getByText('83,7 km (à vol d’oiseau × 1,3)')).toBeInTheDocument();
    expect(within(calc).getByText('0,636 € / km')).toBeInTheDocument();
    expect(screen.getByText(/Plafond : 17,90\s€ par repas — maximum : 35,80\s€/)).toBeInTheDocument();
    expect(screen.getByText('Créé « En cours »')).toBeInTheDocument();

    const toll = screen.getByLabelText('Péage et stationnement (€)');
    await user.clear(toll);
    await user.type(toll, '4,20');
    await user.click(screen.getByRole('button', { name: 'À payer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.key === 'PUT /api/training-expenses/70')?.body).toMatchObject({
      vehicle_category_id: 3,
      toll_parking_costs: '4,20',
      transport_costs: null,
      training_expense_status_id: 2,
      total_forced_amount: '0,00',
    });
  });

  it('an unknown commune: a warning and a typed distance, no calculation asked before it, then saved with it', async () => {
    mockApi({
      [PANEL]: () => json(aPanel({ person: { ...aPanel().person, commune: '98711 Anaa', distance_known: false } })),
      [CALC]: () => json({ ...CALCULATION, calculated_distance: '87.5', distance_method: 'manuelle' }),
      'PUT /api/training-expenses/:id': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() }),
    });
    const { user } = setup();
    expect(await screen.findByText(/La position de la commune 98711 Anaa ou du lieu de la formation est inconnue/)).toBeInTheDocument();
    expect(requests.some((r) => r.key.startsWith('PATCH'))).toBe(false);
    await user.type(screen.getByLabelText('Distance aller (km)'), '87,5');
    const calc = await screen.findByLabelText('Calcul du transport');
    expect(within(calc).getByText('87,5 km (saisie manuelle)')).toBeInTheDocument();
    // One calculation, once the typing paused.
    expect(requests.filter((r) => r.key.startsWith('PATCH')).map((r) => r.body)).toEqual([{ vehicle_category_id: 3, manual_distance: 87.5 }]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PUT /api/training-expenses/70')?.body).toMatchObject({ manual_distance: 87.5 }));
  });

  it("a failed calculation shows the server's message as a warning; a refused save shows its field message", async () => {
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json({ message: 'La commune de cette personne n’est pas renseignée : la distance ne peut pas être calculée.' }, 400),
      'PUT /api/training-expenses/:id': () =>
        json({ message: 'Les repas du soir ne peuvent pas dépasser le maximum de 35,80 €.', errors: { evening_meals: ['Les repas du soir ne peuvent pas dépasser le maximum de 35,80 €.'] } }, 422),
    });
    const { user } = setup();
    expect(await screen.findByText('La commune de cette personne n’est pas renseignée : la distance ne peut pas être calculée.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByLabelText('Repas du soir (€)')).toHaveAccessibleDescription('Les repas du soir ne peuvent pas dépasser le maximum de 35,80 €.');
  });

  it('a paid expense is read-only: reason shown, fields disabled, no button, history listed', async () => {
    mockApi({
      [PANEL]: () =>
        json(
          aPanel({
            expense: anExpenseDetail({
              training_expense_status_id: 4,
              status: { id: 4, name: 'Mise en paiement' },
              history: [{ id: 3, kind: 'status', from: 'À payer', to: 'Mise en paiement', user_name: 'Anne Admin', created_at: '2026-03-09T10:00:00.000Z' }],
            }),
            rights: { ...NO_RIGHTS, read_only_reason: 'Ce défraiement est mis en paiement : il ne peut plus être modifié.' },
          }),
        ),
      [CALC]: () => json(CALCULATION),
    });
    setup();
    expect(await screen.findByText('Ce défraiement est mis en paiement : il ne peut plus être modifié.')).toBeInTheDocument();
    expect(screen.getByLabelText('Péage et stationnement (€)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un justificatif' })).not.toBeInTheDocument();
    expect(screen.getByText('Statut : À payer → Mise en paiement')).toBeInTheDocument();
    // The transport it was saved with, not a new calculation.
    expect(screen.getByLabelText('Transport enregistré')).toHaveTextContent('83,7');
    expect(requests.some((request) => request.path.endsWith('/calculate-transport-cost'))).toBe(false);
  });

  it("'Modifier' reopens an expense À payer", async () => {
    mockApi({
      [PANEL]: () =>
        json(aPanel({ expense: anExpenseDetail({ training_expense_status_id: 2, status: { id: 2, name: 'À payer' } }), rights: { ...NO_RIGHTS, can_reopen: true } })),
      [CALC]: () => json(CALCULATION),
      'PATCH /api/training-expenses/:id/status': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() }),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PATCH /api/training-expenses/70/status')?.body).toEqual({ training_expense_status_id: 1 }));
  });

  it("every save and change of status says 'Bravo, l'item a bien été modifié'", async () => {
    const saved = { message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() };
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json(saved),
      'PATCH /api/training-expenses/:id/status': () => json(saved),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const toast = await screen.findByText("Bravo, l'item a bien été modifié");
    expect(toast.closest('[role="alert"]') ?? toast).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'En attente de pièces' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PATCH /api/training-expenses/70/status')?.body).toEqual({ training_expense_status_id: 3 }));
    // The second message waits for the first one to close: two in the queue, both said.
    await waitFor(() => expect(screen.getAllByText("Bravo, l'item a bien été modifié").length).toBeGreaterThan(0));
  });

  it("'Modifier' says it too", async () => {
    mockApi({
      [PANEL]: () =>
        json(aPanel({ expense: anExpenseDetail({ training_expense_status_id: 2, status: { id: 2, name: 'À payer' } }), rights: { ...NO_RIGHTS, can_reopen: true } })),
      [CALC]: () => json(CALCULATION),
      'PATCH /api/training-expenses/:id/status': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() }),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText("Bravo, l'item a bien été modifié")).toBeInTheDocument();
  });

  it("a refused change of status shows the server's message", async () => {
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PATCH /api/training-expenses/:id/status': () => json({ message: 'Ce défraiement est mis en paiement : il ne peut plus être modifié.' }, 422),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'En attente de pièces' }));
    const banner = await refusalBanner("Erreur lors de l'enregistrement de l'item");
    expect(banner).toHaveTextContent('Ce défraiement est mis en paiement : il ne peut plus être modifié.');
  });

  it("a save refused on a line the form does not show says why, and the next 'Enregistrer' sends again", async () => {
    const refusal = 'L’hébergement n’est pas pris en charge pour cette personne sur cette formation.';
    let answers = 0;
    mockApi({
      [PANEL]: () =>
        json(aPanel({ allows: { transport: true, accommodation: false, evening_meals: false, toll_parking: true, public_transport: true, other: true }, expense: anExpenseDetail({ accommodation_costs: '45.00' }) })),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => {
        answers += 1;
        return json({ message: refusal, errors: { accommodation_costs: [refusal] } }, 422);
      },
    });
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'À payer' })).toBeEnabled();
    expect(screen.queryByLabelText('Hébergement (€)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'À payer' }));
    const banner = await refusalBanner("Erreur lors de l'enregistrement de la dépense");
    expect(banner).toHaveTextContent(refusal);
    await user.click(screen.getByRole('button', { name: 'À payer' }));
    await waitFor(() => expect(answers).toBe(2));
  });

  it("a refused field shows its message under the field and in the banner", async () => {
    const refusal = 'Les repas du soir ne peuvent pas dépasser le maximum de 35,80 €.';
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json({ message: refusal, errors: { evening_meals: [refusal] } }, 422),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await refusalBanner("Erreur lors de l'enregistrement de la dépense")).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Repas du soir (€)')).toHaveAccessibleDescription(refusal);
  });

  it("after a field error, the corrected value clears it as it is typed and the first 'Enregistrer' saves", async () => {
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() }),
    });
    const { user } = setup();
    const toll = await screen.findByLabelText('Péage et stationnement (€)');
    await user.clear(toll);
    await user.type(toll, 'douze');
    await user.tab();
    expect(toll).toHaveAttribute('aria-invalid', 'true');
    await user.clear(toll);
    await user.type(toll, '12,50');
    // Gone before the field is left: pressing the button moves nothing under the pointer.
    expect(toll).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.filter((r) => r.key === 'PUT /api/training-expenses/70')).toHaveLength(1));
    expect(requests.find((r) => r.key === 'PUT /api/training-expenses/70')?.body).toMatchObject({ toll_parking_costs: '12,50', training_expense_status_id: 1 });
  });

  it('closing on typed amounts asks first: keep editing keeps them, discard closes', async () => {
    mockApi({ [PANEL]: () => json(aPanel()), [CALC]: () => json(CALCULATION) });
    const { user, onClose } = setup();
    const toll = await screen.findByLabelText('Péage et stationnement (€)');
    await user.clear(toll);
    await user.type(toll, '7');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    const question = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    expect(question).toHaveTextContent('Les montants saisis n’ont pas été enregistrés');
    await user.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifications non enregistrées' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(toll).toHaveValue('7');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    await user.click(within(again).getByRole('button', { name: 'Abandonner les modifications' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing after the amounts are saved, or untouched, asks nothing', async () => {
    mockApi({
      [PANEL]: () => json(aPanel()),
      [CALC]: () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json({ message: "Bravo, l'item a bien été modifié", expense: anExpenseDetail() }),
    });
    const { user, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const toll = screen.getByLabelText('Péage et stationnement (€)');
    await user.clear(toll);
    await user.type(toll, '7');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("Bravo, l'item a bien été modifié");
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Modifications non enregistrées' })).not.toBeInTheDocument();
  });
});

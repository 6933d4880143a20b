import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anEvaluation } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { EvaluationPayload } from '@irt/api/contract';
import { EvaluationPanel } from './EvaluationPanel';

const region = () => screen.getByRole('region', { name: 'Évaluation de la formation' });

// Filling seven MUI drop-downs through their menus takes many renders: room for a loaded machine.
const SEVEN_SELECTS_MS = 90_000;

describe("panneau d'évaluation du stagiaire", () => {
  it('says the evaluation is done when one exists', async () => {
    mockApi({ 'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ id: 5 }) });
    renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended />);
    expect(await within(region()).findByText('évaluation effectuée')).toBeInTheDocument();
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
    expect(requests[0].path).toBe('/api/evaluations/evaluation/4/9');
  });

  it('waits for the end of the training', async () => {
    mockApi({ 'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ id: null }) });
    renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended={false} />);
    expect(await within(region()).findByText('évaluation à effectuer à la fin')).toBeInTheDocument();
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the seven scores of an ended training, all required, and then shows it done', async () => {
    let done = false;
    mockApi({
      'GET /api/evaluations/evaluation/:trainingId/:profileId': () => (done ? json({ id: 7 }) : json({ id: null })),
      'POST /api/evaluations/:trainingId/:profileId': async ({ request }) => {
        done = true;
        const { comment, ...scores } = (await request.json()) as EvaluationPayload;
        return json({ message: "Bravo, l'évaluation a été créée avec succès", evaluation: anEvaluation({ id: 7, training_id: 4, ...scores, comment: comment ?? null }) }, 201);
      },
    });
    renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended />);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Évaluer la formation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Évaluation de la formation' });
    // Which end of the scale is best is said before the lists.
    expect(within(dialog).getByText('Notez chaque point de 1 à 10 : 1 pour « pas du tout satisfait », 10 pour « très satisfait ».')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Sélectionnez une note')).toHaveLength(7);

    await userEvent.click(within(dialog).getByRole('button', { name: "Compléter l'évaluation" }));
    expect(await within(dialog).findAllByText('Veuillez choisir une note')).toHaveLength(7);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    const labels = ['Documentation', 'Méthodes pédagogiques', 'Envie de poursuivre', 'Vie de groupe', 'Conditions matérielles', 'Apport de connaissances', 'Satisfaction générale'];
    for (const [index, label] of labels.entries()) {
      await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: String(index + 3) }));
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Commentaire (facultatif)' }), '  Très clair.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: "Compléter l'évaluation" }));
    // The side panel closes and the panel behind it reads the new state.
    await waitFor(() => expect(region()).toHaveTextContent('évaluation effectuée'));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/evaluations/4/9');
    expect(post.body).toEqual({
      documentation: 3,
      training_methods: 4,
      willingness_to_continue: 5,
      group_life: 6,
      material_conditions: 7,
      knowledge_contribution: 8,
      overall_satisfaction: 9,
      comment: 'Très clair.',
    });
  }, SEVEN_SELECTS_MS);

  it('opens the form at once when the trainee comes from the satisfaction email, not once evaluated', async () => {
    mockApi({ 'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ id: null }) });
    const { unmount } = renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended openOnArrival />);
    const dialog = await screen.findByRole('dialog', { name: 'Évaluation de la formation' });
    expect(within(dialog).getByRole('textbox', { name: 'Commentaire (facultatif)' })).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ id: 3 }) });
    renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended openOnArrival />);
    expect(await within(region()).findByText('évaluation effectuée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server refusal in the panel', async () => {
    mockApi({
      'GET /api/evaluations/evaluation/:trainingId/:profileId': () => json({ id: null }),
      'POST /api/evaluations/:trainingId/:profileId': () => json({ message: 'Vous avez déjà évalué cette formation.' }, 422),
    });
    renderWithProviders(<EvaluationPanel trainingId={4} profileId={9} ended />);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Évaluer la formation' }));
    const dialog = await screen.findByRole('dialog');
    for (const combobox of within(dialog).getAllByRole('combobox')) {
      await userEvent.click(combobox);
      await userEvent.click(await screen.findByRole('option', { name: '10' }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: "Compléter l'évaluation" }));
    expect(await within(dialog).findByText("Erreur lors de l'enregistrement : Vous avez déjà évalué cette formation.")).toBeInTheDocument();
  }, SEVEN_SELECTS_MS);
});

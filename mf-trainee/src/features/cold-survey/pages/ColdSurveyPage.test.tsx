import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ColdSurvey, ColdSurveyAnswer } from '@irt/api/contract';
import ColdSurveyPage from './ColdSurveyPage';

const survey = (answer: ColdSurveyAnswer | null = null): ColdSurvey => ({
  training: { id: 4, title: 'Négociation annuelle', start_date: '2026-01-12T08:00:00.000Z', end_date: '2026-01-13T15:30:00.000Z' },
  requested_at: '2026-04-13T08:00:00.000Z',
  answered_at: answer ? '2026-04-15T09:00:00.000Z' : null,
  answer,
});

const render = () => renderWithProviders(<ColdSurveyPage />, { path: '/formations/:id/questionnaire-a-froid', entry: '/formations/4/questionnaire-a-froid' });

describe('questionnaire à froid du stagiaire', () => {
  it('says so when none was sent to the trainee', async () => {
    mockApi({ 'GET /api/surveys/cold/:trainingId': () => json({ survey: null }) });
    render();
    expect(await screen.findByText('Aucun questionnaire à froid pour cette formation')).toBeInTheDocument();
    expect(requests[0].path).toBe('/api/surveys/cold/4');
  });

  it('requires the score and the recommendation, sends the answer once, then shows it', async () => {
    let answered: ColdSurveyAnswer | null = null;
    mockApi({
      'GET /api/surveys/cold/:trainingId': () => json({ survey: survey(answered) }),
      'POST /api/surveys/cold/:trainingId': async ({ request }) => {
        answered = (await request.json()) as ColdSurveyAnswer;
        return json({ message: 'Merci, votre réponse au questionnaire a été enregistrée.', answered_at: '2026-04-15T09:00:00.000Z' }, 201);
      },
    });
    render();
    expect(await screen.findByText(/Formation « Négociation annuelle », terminée le 13 janvier 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findByText('Veuillez choisir une note de 1 à 10.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez répondre par oui ou par non.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Mise en pratique, de 1 à 10' }));
    await userEvent.click(await screen.findByRole('option', { name: '8' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ce qui a changé' }), '  Je prépare mieux les réunions. ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Recommandation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));

    expect(await screen.findByText(/Merci ! Vous avez répondu le 15 avril 2026/)).toBeInTheDocument();
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/surveys/cold/4');
    expect(post.body).toEqual({ practice: 8, changes: 'Je prépare mieux les réunions.', recommend: true });
  }, 30_000);

  it('shows the server’s French message under its field', async () => {
    mockApi({
      'GET /api/surveys/cold/:trainingId': () => json({ survey: survey() }),
      'POST /api/surveys/cold/:trainingId': () => json({ message: "La requête n'est pas valide.", errors: { practice: ['La valeur doit être inférieure ou égale à 10.'] } }, 400),
    });
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Mise en pratique, de 1 à 10' }));
    await userEvent.click(await screen.findByRole('option', { name: '3' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Recommandation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Non' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    await waitFor(() => expect(screen.getByText('La valeur doit être inférieure ou égale à 10.')).toBeInTheDocument());
  }, 30_000);
});

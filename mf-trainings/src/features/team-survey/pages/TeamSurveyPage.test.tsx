import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { TeamSurvey, TeamSurveyAnswer } from '@irt/api/contract';
import TeamSurveyPage from './TeamSurveyPage';

const survey = (answer: TeamSurveyAnswer | null = null): TeamSurvey => ({
  training: { id: 6, title: 'Le CSE', start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-03T15:30:00.000Z' },
  requested_at: '2026-03-03T16:00:00.000Z',
  answered_at: answer ? '2026-03-04T09:00:00.000Z' : null,
  answer,
});

const render = () => renderWithProviders(<TeamSurveyPage />, { path: '/formations/:id/questionnaire-equipe', entry: '/formations/6/questionnaire-equipe' });

describe("questionnaire de l'équipe pédagogique", () => {
  it('says so when none was sent', async () => {
    mockApi({ 'GET /api/surveys/team/:trainingId': () => json({ survey: null }) });
    render();
    expect(await screen.findByText('Aucun questionnaire pour cette formation')).toBeInTheDocument();
  });

  it('requires both ratings, sends the answer, then shows it', async () => {
    let answered: TeamSurveyAnswer | null = null;
    mockApi({
      'GET /api/surveys/team/:trainingId': () => json({ survey: survey(answered) }),
      'POST /api/surveys/team/:trainingId': async ({ request }) => {
        answered = (await request.json()) as TeamSurveyAnswer;
        return json({ message: 'Merci, votre réponse au questionnaire de l’équipe pédagogique a été enregistrée.', answered_at: '2026-03-04T09:00:00.000Z' }, 201);
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findAllByText('Veuillez choisir une note de 1 à 10.')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Le groupe, de 1 à 10' }));
    await userEvent.click(await screen.findByRole('option', { name: '9' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Les conditions, de 1 à 10' }));
    await userEvent.click(await screen.findByRole('option', { name: '6' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Commentaire libre' }), 'Salle trop petite.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findByText(/Merci ! Vous avez répondu le 4 mars 2026/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ group_rating: 9, conditions_rating: 6, comment: 'Salle trop petite.' });
  }, 30_000);
});

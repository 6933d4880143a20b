import { screen, within } from '@testing-library/react';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { SurveyResults } from '@irt/api/contract';
import { SurveyResultsSection } from './SurveyResultsSection';

const results: SurveyResults = {
  cold: {
    requested: 4,
    answered: 2,
    response_rate: 0.5,
    practice_mean: 7.5,
    recommend_share: 0.5,
    answers: [
      { answered_at: '2026-04-14T08:00:00.000Z', practice: 9, changes: 'Je prépare mieux les réunions.', recommend: true },
      { answered_at: '2026-04-16T08:00:00.000Z', practice: 6, changes: '', recommend: false },
    ],
  },
  team: {
    requested: 2,
    answered: 1,
    answers: [{ profile: { id: 3, name: 'Claire Martin' }, role: 'pedagogical_supervisor', answered_at: '2026-01-15T08:00:00.000Z', group_rating: 8, conditions_rating: 5, comment: 'Salle trop petite.' }],
  },
};

describe('résultats des questionnaires (onglet Évaluations)', () => {
  it('shows the cold survey’s figures and texts, and the team’s answers', async () => {
    mockApi({ 'GET /api/surveys/results/:trainingId': () => json(results) });
    renderWithProviders(<SurveyResultsSection trainingId={4} />);
    const section = await screen.findByRole('region', { name: 'Questionnaires à froid et de l’équipe pédagogique' });
    const cold = within(section).getByRole('region', { name: 'Questionnaire à froid (trois mois après)' });
    expect(within(cold).getByText('2 sur 4')).toBeInTheDocument();
    expect(within(cold).getByText('7,5 / 10')).toBeInTheDocument();
    expect(within(cold).getAllByText(/50\s%/)).toHaveLength(2);
    // Only the non-empty texts, without the trainee's name.
    expect(within(cold).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cold).getByText('Je prépare mieux les réunions.')).toBeInTheDocument();
    const team = within(section).getByRole('region', { name: 'Équipe pédagogique' });
    expect(within(team).getByText('1 réponse sur 2')).toBeInTheDocument();
    expect(within(team).getByText('Groupe : 8 / 10 · Conditions : 5 / 10')).toBeInTheDocument();
    expect(within(team).getByText('Salle trop petite.')).toBeInTheDocument();
  });

  it('says when the surveys have not gone yet', async () => {
    mockApi({ 'GET /api/surveys/results/:trainingId': () => json({ cold: { requested: 0, answered: 0, response_rate: null, practice_mean: null, recommend_share: null, answers: [] }, team: { requested: 0, answered: 0, answers: [] } }) });
    renderWithProviders(<SurveyResultsSection trainingId={4} />);
    expect(await screen.findAllByText(/il n’a pas encore été envoyé/)).toHaveLength(2);
  });
});

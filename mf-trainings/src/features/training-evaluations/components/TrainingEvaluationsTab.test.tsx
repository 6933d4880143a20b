import { screen, within } from '@testing-library/react';
import type { TrainingEvaluationResults } from '@irt/api/contract';
import { anEvaluation, aTrainingDetail } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { TrainingEvaluationsTab } from './TrainingEvaluationsTab';
import { SCORE_BANDS } from './score-bands';

/** The surveys' section below the table (its own test: SurveyResultsSection.test.tsx). */
const noSurveys = () =>
  json({ cold: { requested: 0, answered: 0, response_rate: null, practice_mean: null, recommend_share: null, answers: [] }, team: { requested: 0, answered: 0, answers: [] } });
const NO_RESULTS: TrainingEvaluationResults = {
  validated: 0,
  respondents: 0,
  response_rate: null,
  means: { documentation: null, training_methods: null, willingness_to_continue: null, group_life: null, material_conditions: null, knowledge_contribution: null, overall_satisfaction: null },
  comments: [],
};

describe('onglet Évaluations', () => {
  it("lists each trainee's seven scores out of 10, coloured by band", async () => {
    mockApi({
      'GET /api/surveys/results/:trainingId': noSurveys,
      'GET /api/evaluations/:trainingId/results': () => json(NO_RESULTS),
      'GET /api/evaluations/:trainingId': () =>
        json([
          anEvaluation({ id: 1, profile: { id: 5, name: 'Anna Keller', email: 'anna@example.fr', profile_picture: null } }),
          anEvaluation({ id: 2, profile: { id: 6, name: 'Marc Roth', email: 'marc@example.fr', profile_picture: null }, documentation: 4 }),
        ]),
    });
    renderWithProviders(<TrainingEvaluationsTab training={aTrainingDetail({ id: 8 })} />);
    const table = await screen.findByRole('table', { name: 'Évaluations (2)' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Stagiaire',
      'Documentation',
      'Méthodes pédagogiques',
      'Envie de poursuivre',
      'Vie de groupe',
      'Conditions matérielles',
      'Apport de connaissances',
      'Satisfaction générale',
    ]);
    const anna = within(table).getByRole('row', { name: /Anna Keller/ });
    const scores = within(anna).getAllByRole('cell').map((cell) => cell.textContent);
    expect(scores).toEqual(['8/10', '7/10', '9/10', '10/10', '5/10', '3/10', '1/10']);
    // 1 is in the lowest band, 10 in the highest.
    expect(within(anna).getByText('1/10')).toHaveAttribute('title', SCORE_BANDS[0].label);
    expect(within(anna).getByText('10/10')).toHaveAttribute('title', SCORE_BANDS[4].label);
    expect(within(anna).getByText('3/10')).toHaveStyle({ backgroundColor: SCORE_BANDS[1].background });
    expect(within(table).getByRole('row', { name: /Marc Roth/ })).toHaveTextContent('4/10');
    expect(requests.map((request) => request.path)).toContain('/api/evaluations/8');
  });

  it('says when no evaluation was made', async () => {
    mockApi({
      'GET /api/evaluations/:trainingId': () => json([]),
      'GET /api/evaluations/:trainingId/results': () => json({ ...NO_RESULTS, validated: 4 }),
      'GET /api/surveys/results/:trainingId': noSurveys,
    });
    renderWithProviders(<TrainingEvaluationsTab training={aTrainingDetail()} />);
    expect(await screen.findByText("Aucune évaluation n'a encore été réalisée pour cette formation.")).toBeInTheDocument();
    expect(await screen.findByText('Taux de réponse : — (0 évaluation sur 4 stagiaires validés)')).toBeInTheDocument();
  });

  it('shows the response rate, the mean of each criterion and the comments', async () => {
    mockApi({
      'GET /api/evaluations/:trainingId': () => json([anEvaluation({ id: 1 })]),
      'GET /api/surveys/results/:trainingId': noSurveys,
      'GET /api/evaluations/:trainingId/results': () =>
        json({
          validated: 7,
          respondents: 5,
          response_rate: 71.4,
          means: { documentation: 8, training_methods: 7.6, willingness_to_continue: 9.2, group_life: 8.4, material_conditions: 6.8, knowledge_contribution: 7.4, overall_satisfaction: 8.2 },
          comments: [{ id: 3, comment: 'Très bons échanges entre collègues.', created_at: '2026-03-05T16:00:00.000Z' }],
        }),
    });
    renderWithProviders(<TrainingEvaluationsTab training={aTrainingDetail({ id: 8 })} />);
    expect(await screen.findByText('Taux de réponse : 71,4 % (5 évaluations sur 7 stagiaires validés)')).toBeInTheDocument();
    const criteria = screen.getByRole('list', { name: 'Moyenne de chaque critère' });
    expect(within(criteria).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Documentation8,0/10',
      'Méthodes pédagogiques7,6/10',
      'Envie de poursuivre9,2/10',
      'Vie de groupe8,4/10',
      'Conditions matérielles6,8/10',
      'Apport de connaissances7,4/10',
      'Satisfaction générale8,2/10',
    ]);
    expect(screen.getByRole('heading', { name: 'Commentaires (1)' })).toBeInTheDocument();
    expect(screen.getByText('Très bons échanges entre collègues.')).toBeInTheDocument();
  });
});

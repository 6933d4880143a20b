import { screen, within } from '@testing-library/react';
import { anEvaluation, aTrainingDetail } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { TrainingEvaluationsTab } from './TrainingEvaluationsTab';
import { SCORE_BANDS } from './score-bands';

/** The surveys' section below the table (its own test: SurveyResultsSection.test.tsx). */
const noSurveys = () =>
  json({ cold: { requested: 0, answered: 0, response_rate: null, practice_mean: null, recommend_share: null, answers: [] }, team: { requested: 0, answered: 0, answers: [] } });

describe('onglet Évaluations', () => {
  it("lists each trainee's seven scores out of 10, coloured by band", async () => {
    mockApi({
      'GET /api/surveys/results/:trainingId': noSurveys,
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
    expect(requests[0].path).toBe('/api/evaluations/8');
  });

  it('says when no evaluation was made', async () => {
    mockApi({ 'GET /api/evaluations/:trainingId': () => json([]), 'GET /api/surveys/results/:trainingId': noSurveys });
    renderWithProviders(<TrainingEvaluationsTab training={aTrainingDetail()} />);
    expect(await screen.findByText("Aucune évaluation n'a encore été réalisée pour cette formation.")).toBeInTheDocument();
  });
});

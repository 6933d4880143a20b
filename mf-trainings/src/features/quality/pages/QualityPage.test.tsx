import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QualityResults, QualityThemeRow } from '@irt/api/contract';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import QualityPage from './QualityPage';

const means = (overall: number | null) => ({
  documentation: overall,
  training_methods: overall,
  willingness_to_continue: overall,
  group_life: overall,
  material_conditions: overall,
  knowledge_contribution: overall,
  overall_satisfaction: overall,
});

const row = (themeId: number | null, theme: string, values: Partial<QualityThemeRow> = {}): QualityThemeRow => ({
  theme_id: themeId,
  theme,
  trainings: 3,
  validated: 30,
  respondents: 21,
  response_rate: 70,
  means: means(8.2),
  completion_rate: 90,
  ...values,
});

function answer(year: number): QualityResults {
  return {
    year,
    years: [2026, 2025],
    themes: [row(1, `Droit du travail ${year}`), row(2, 'Prud’hommes', { respondents: 0, response_rate: 0, means: means(null), completion_rate: null })],
    total: row(null, 'Tous les thèmes', { trainings: 6, respondents: 21, validated: 60, response_rate: 35 }),
  };
}

describe('page Qualité', () => {
  it('shows the year per theme as bars with their values, and another year from the select', async () => {
    mockApi({ 'GET /api/quality/results': ({ url }) => json(answer(Number(url.searchParams.get('year') ?? 2026))) });
    renderWithProviders(<QualityPage />, { path: '/qualite' });
    const total = await screen.findByRole('region', { name: 'Ensemble de l’année 2026' });
    expect(within(total).getByText('21 sur 60')).toBeInTheDocument();
    expect(within(total).getByText('35,0 %')).toBeInTheDocument();
    const satisfaction = screen.getByRole('region', { name: 'Satisfaction générale par thème' });
    expect(within(satisfaction).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Droit du travail 20268,2/10', 'Prud’hommes—']);
    expect(screen.getByRole('article', { name: 'Prud’hommes' })).toHaveTextContent('taux de réponse 0,0 % · assiduité —');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), '2025');
    expect(await screen.findByRole('region', { name: 'Ensemble de l’année 2025' })).toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('year')).toBe('2025');
  });

  it('says when no training ended in the year', async () => {
    mockApi({ 'GET /api/quality/results': () => json({ ...answer(2026), themes: [] }) });
    renderWithProviders(<QualityPage />, { path: '/qualite' });
    expect(await screen.findByText('Aucune formation terminée en 2026.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import PublishedResultsPage from './PublishedResultsPage';

describe('Nos résultats (public page)', () => {
  it('shows each published theme with its satisfaction, rates and respondents, and the threshold', async () => {
    mockApi({
      'GET /api/catalog/published-results': () =>
        json({
          from: '2025-11-29',
          to: '2026-11-28',
          minimum_respondents: 5,
          themes: [{ theme_id: 2, theme: 'Droit syndical', respondents: 12, response_rate: 75, overall_satisfaction: 8.3, completion_rate: 91.7 }],
        }),
    });
    renderWithProviders(<PublishedResultsPage />, { path: '/nos-resultats' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nos résultats' })).toBeInTheDocument();
    const theme = await screen.findByRole('heading', { level: 2, name: 'Droit syndical' });
    const card = theme.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('12 répondants');
    expect(card).toHaveTextContent('8,3/10');
    expect(screen.getByText(/du 29\/11\/2025 au 28\/11\/2026\. Les résultats d’un thème ne sont publiés qu’à partir de 5 répondants\./)).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Nos résultats' })).toHaveAttribute('href', '/nos-resultats');
  });

  it('says when no theme has enough respondents', async () => {
    mockApi({ 'GET /api/catalog/published-results': () => json({ from: '2025-11-29', to: '2026-11-28', minimum_respondents: 5, themes: [] }) });
    renderWithProviders(<PublishedResultsPage />, { path: '/nos-resultats' });
    expect(await screen.findByText('Aucun thème n’a encore assez de répondants sur cette période pour que ses résultats soient publiés.')).toBeInTheDocument();
  });
});

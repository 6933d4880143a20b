import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import LegalPage from './LegalPage';
import NotFoundPage from './NotFoundPage';
import { TermsOfUse } from './TermsOfUse';
import { renderWithProviders } from '@irt/test-support/render';

describe('LegalPage', () => {
  it('has the four sections of the spec in the public layout', () => {
    renderWithProviders(<LegalPage />, { path: '/informations-legales' });
    expect(screen.getByRole('heading', { level: 1, name: 'Informations légales' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Identification',
      'Accessibilité',
      "Conditions d'utilisation",
      'Données personnelles',
      'Cookies',
    ]);
    expect(screen.getByText('Institut Régional du Travail')).toBeInTheDocument();
  });

  it('lists the stored data, the retention and the contact for data requests', () => {
    renderWithProviders(<LegalPage />, { path: '/informations-legales' });
    const main = screen.getByRole('main');
    for (const data of ['vos nom et prénom', 'votre année de naissance', 'vos coordonnées postales', 'vos coordonnées bancaires']) {
      expect(within(main).getByText(new RegExp(data))).toBeInTheDocument();
    }
    expect(main).toHaveTextContent('3 ans après la clôture de votre compte');
    expect(main).toHaveTextContent('3 ans d’inactivité'.replace('’', "'"));
    expect(main).toHaveTextContent('CNIL');
    expect(main).toHaveTextContent('strictement nécessaires');
    for (const link of within(main).getAllByRole('link', { name: 'contact@irt-demo.fr' })) {
      expect(link).toHaveAttribute('href', 'mailto:contact@irt-demo.fr');
    }
  });
});

describe('TermsOfUse', () => {
  it('can sit under a dialog title with third-level headings', () => {
    render(
      <AppProviders>
        <TermsOfUse headingLevel={3} />
      </AppProviders>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and links to home and support', () => {
    renderWithProviders(<NotFoundPage />, { path: '*', entry: '/nimporte-quoi' });
    expect(screen.getByRole('heading', { level: 1, name: "Cette page n'existe pas" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute('href', 'mailto:contact@irt-demo.fr');
  });
});

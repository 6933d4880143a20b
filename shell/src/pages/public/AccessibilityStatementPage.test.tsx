import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import AccessibilityStatementPage from './AccessibilityStatementPage';
import { AccessibilityFeedbackForm, FEEDBACK_SENT, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, MESSAGE_TOO_SHORT } from './AccessibilityFeedbackForm';
import { ACCESSIBILITY_AUDIT, auditedPages } from './accessibility-audit';
import LegalPage from './LegalPage';

const PATH = '/declaration-d-accessibilite';

describe('AccessibilityStatementPage', () => {
  it('follows the RGAA model: commitment, state, results, non-accessible contents, drawing up, contact, recourse', () => {
    renderWithProviders(<AccessibilityStatementPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      "Retour d'information et contact",
      'Voies de recours',
    ]);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent("L'Institut Régional du Travail s'engage à rendre ses sites internet");
    expect(main).toHaveTextContent(
      "Le portail des formations de l'Institut Régional du Travail est partiellement conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1",
    );
    expect(main).toHaveTextContent('l’audit complet des 106 critères du RGAA reste à mener'.replace('’', "'"));
    expect(main).toHaveTextContent('La dernière vérification date du 7 décembre 2026');
    expect(main).toHaveTextContent(`sur les ${auditedPages().length} pages de la table des routes`);
    expect(main).toHaveTextContent('en largeur 1366 px et 375 px');
    const contents = within(screen.getByRole('region', { name: 'Contenus non accessibles' }));
    for (const level3 of ['Non-conformités', 'Dérogations pour charge disproportionnée', "Contenus non soumis à l'obligation d'accessibilité"]) {
      expect(contents.getByRole('heading', { level: 3, name: level3 })).toBeInTheDocument();
    }
    expect(contents.getByText(/ne sont pas balisés/)).toBeInTheDocument();
    expect(contents.getByText(/Aucune : l'institut ne revendique aucune dérogation/)).toBeInTheDocument();
    const drawnUp = within(screen.getByRole('region', { name: 'Établissement de cette déclaration' }));
    for (const technology of ACCESSIBILITY_AUDIT.technologies) expect(drawnUp.getByText(technology)).toBeInTheDocument();
    expect(drawnUp.getByText('Déclaration d\'accessibilité (/declaration-d-accessibilite)')).toBeInTheDocument();
    expect(drawnUp.getByText('Tableau de bord (/)')).toBeInTheDocument();
  });

  it('names the recourse to the Défenseur des droits', () => {
    renderWithProviders(<AccessibilityStatementPage />, { path: PATH });
    const recourse = within(screen.getByRole('region', { name: 'Voies de recours' }));
    expect(recourse.getByRole('link', { name: 'formulaire en ligne du Défenseur des droits' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    expect(recourse.getByRole('link', { name: '09 69 39 00 00' })).toHaveAttribute('href', 'tel:+33969390000');
    expect(recourse.getByRole('link', { name: /délégués du Défenseur des droits/ })).toBeInTheDocument();
    expect(recourse.getByText(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/)).toBeInTheDocument();
  });

  it('is linked from the legal page with the portal’s state', () => {
    renderWithProviders(<LegalPage />, { path: '/informations-legales' });
    expect(screen.getByRole('link', { name: "déclaration d'accessibilité" })).toHaveAttribute('href', PATH);
    expect(screen.getByRole('link', { name: 'Accessibilité : partiellement conforme' })).toHaveAttribute('href', PATH);
  });
});

describe('AccessibilityFeedbackForm', () => {
  it('refuses a missing address, a wrong one and a missing or too short message, in French, without sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessibilityFeedbackForm page="" />, { path: PATH });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText("L'adresse email est requise.")).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Adresse électronique/ }), 'pas-une-adresse');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Trop     ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText("L'adresse email n'est pas valide.")).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_TOO_SHORT)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('refuses a message above 5,000 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessibilityFeedbackForm page="" />, { path: PATH });
    await user.type(screen.getByRole('textbox', { name: /Adresse électronique/ }), 'a@exemple.fr');
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(MESSAGE_TOO_LONG)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the form with the page it came from, then thanks the visitor', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/accessibility-feedback': () => json({ message: FEEDBACK_SENT }) });
    renderWithProviders(<AccessibilityFeedbackForm page="http://localhost/catalogue-de-formations" />, { path: PATH });
    expect(screen.getByRole('textbox', { name: 'Page concernée' })).toHaveValue('http://localhost/catalogue-de-formations');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Camille Durand');
    await user.type(screen.getByRole('textbox', { name: /Adresse électronique/ }), ' camille@exemple.fr ');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Le filtre ne se règle pas au clavier.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(FEEDBACK_SENT)).toBeInTheDocument();
    expect(requests.map((request) => [request.key, request.body])).toEqual([
      [
        'POST /api/accessibility-feedback',
        {
          name: 'Camille Durand',
          email: 'camille@exemple.fr',
          page: 'http://localhost/catalogue-de-formations',
          message: 'Le filtre ne se règle pas au clavier.',
        },
      ],
    ]);
    // Emptied for another message.
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('shows the server’s refusal under its field and its message in the banner', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/accessibility-feedback': () =>
        json({ message: 'Trop de tentatives. Veuillez réessayer dans 59 minutes.' }, 429),
    });
    renderWithProviders(<AccessibilityFeedbackForm page="" />, { path: PATH });
    await user.type(screen.getByRole('textbox', { name: /Adresse électronique/ }), 'camille@exemple.fr');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Un message assez long.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Votre message n'a pas été transmis");
    expect(alert).toHaveTextContent('Trop de tentatives. Veuillez réessayer dans 59 minutes.');
    expect(screen.queryByText(FEEDBACK_SENT)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aLeaveBalance, aProfile, aProfileDetail, aReferenceItem, aUser } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ProfileDetail } from '@irt/api/contract';
import ProfilePage from './ProfilePage';

function showProfile(profile: ProfileDetail) {
  mockApi({
    ...lookupRoutes({
      degrees: [aReferenceItem(1, 'Baccalauréat')],
      'professional-situations': [aReferenceItem(1, 'Salarié')],
      'professional-categories': [aReferenceItem(1, 'Ouvrier')],
      'activity-sectors': [aReferenceItem(1, 'Métallurgie')],
      'company-sizes': [aReferenceItem(1, 'Moins de 50 salariés')],
      'vehicle-categories': [{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }],
    }),
  });
  mockApi({
    'GET /api/profiles/:id': ({ params }) => json({ ...profile, id: Number(params.id) }),
    'GET /api/calendar-feed': () => json({ created_at: null }),
    'GET /api/profile/leave-balances': () => json({ leaves: [] }),
  });
  useSession.setState({ user: aUser('stagiaire'), profile: aProfile('stagiaire', { id: profile.id }), profileMissing: false });
  return renderWithProviders(<ProfilePage />);
}

afterEach(() => useSession.getState().clear());

describe("'Mes informations' d'un stagiaire", () => {
  it('shows every section with the values of the API, and leads to the account form', async () => {
    showProfile(aProfileDetail({ has_vehicle: true, vehicle_category_id: 3, has_mandate: true, current_union: { id: 5, union_id: 4, name: 'CFDT', is_valid: true, start_date: '2024-03-01', end_date: null, in_progress: true } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Informations générales' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections du profil' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#informations-generales',
      '#adresse',
      '#informations-professionnelles',
      '#syndicat-et-mandats',
      '#droits-conge-formation',
      '#vehicule',
      '#coordonnees-bancaires',
      '#newsletter',
      '#conditions-utilisation',
      '#mon-agenda',
    ]);
    expect(within(screen.getByRole('region', { name: 'Adresse personnelle' })).getByText('12 rue des Tanneurs, 67000 Strasbourg')).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Informations professionnelles' });
    expect(await within(work).findByText('Métallurgie')).toBeInTheDocument();
    expect(within(work).getByText('Alsace Métal')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Syndicat et mandats' })).getByText('CFDT')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Véhicule personnel' })).findByText('5 CV')).toBeInTheDocument();
    // The IBAN is masked until its owner asks to see it.
    const bank = within(screen.getByRole('region', { name: 'Coordonnées bancaires' }));
    expect(bank.getByText('FR76 •••• •••• •••• •••• •••• 189')).toBeInTheDocument();
    expect(bank.queryByText(/3000 6000/)).not.toBeInTheDocument();
    await userEvent.click(bank.getByRole('button', { name: "Afficher l'IBAN" }));
    expect(bank.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    await userEvent.click(bank.getByRole('button', { name: "Masquer l'IBAN" }));
    expect(bank.getByText('FR76 •••• •••• •••• •••• •••• 189')).toBeInTheDocument();
    expect(screen.queryByText("Attention, votre profil n'est pas complet")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Modifier mon profil' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/modifier-un-compte');
  });

  it('warns when the profile is not complete', async () => {
    showProfile(aProfileDetail({ iban: null, profile_completion: 92, missing_fields: [{ id: 'iban', message: 'Veuillez renseigner votre IBAN.' }] }));
    expect(await screen.findByText("Attention, votre profil n'est pas complet")).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Coordonnées bancaires' })).getAllByText('Non renseigné')).toHaveLength(1);
  });

  it('lists the leave balances the server computed, per period', async () => {
    showProfile(aProfileDetail());
    mockApi({
      'GET /api/profile/leave-balances': () =>
        json({
          leaves: [
            {
              kind: 'cfess',
              label: 'Congé de formation économique, sociale, environnementale et syndicale',
              periods: [
                { label: 'Année 2026', period: 'annee_civile', from: '2026-01-01', to: '2026-12-31', cap_days: 12, article: 'L. 2145-7', used: 1.5, planned: 0, left: 10.5, exceeded: false },
                { label: 'Année 2025', period: 'annee_civile', from: '2025-01-01', to: '2025-12-31', cap_days: 12, article: 'L. 2145-7', used: 0, planned: 0, left: 12, exceeded: false },
              ],
            },
            aLeaveBalance(),
          ],
        }),
    });
    const region = await screen.findByRole('region', { name: 'Mes droits à congé de formation' });
    const table = await within(region).findByRole('table', { name: 'Solde : Formation continue des conseillers prud’hommes' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Période', 'Plafond', 'Suivis', 'Prévus', 'Restants'],
      ['Mandat en coursdepuis le 15/01/2023 · L. 1442-2', '30 jours', '14 jours', '2 jours', '14 jours'],
      ['Année 2026D. 1442-7', '10 jours', '6 jours', '2 jours', '2 jours'],
      ['Année 2025D. 1442-7', '10 jours', '8 jours', '0 jour', '2 jours'],
    ]);
    const union = within(region).getByRole('table', { name: 'Solde : Congé de formation économique, sociale, environnementale et syndicale' });
    expect(within(union).getAllByRole('row')[1]).toHaveTextContent('1,5 jour');
    expect(within(union).getAllByRole('row')[1]).toHaveTextContent('10,5 jours');
  });
});

import { editPathFor, sectionsFor } from './profile-sections';

describe("sections de 'Mes informations' par rôle", () => {
  it.each([
    ['stagiaire', ['Informations générales', 'Adresse personnelle', 'Informations professionnelles', 'Syndicat et mandats', 'Mes droits à congé de formation', 'Véhicule personnel', 'Coordonnées bancaires', 'Abonnement newsletter', "Conditions d'utilisation"]],
    ['intervenant', ['Informations générales', 'Adresse personnelle', 'Véhicule personnel', 'Coordonnées bancaires', "Conditions d'utilisation"]],
    ['responsable-pedagogique', ['Informations générales', 'Adresse personnelle', 'Véhicule personnel', 'Coordonnées bancaires', "Conditions d'utilisation"]],
    ['gestionnaire', ['Informations générales', 'Adresse personnelle', "Conditions d'utilisation"]],
    ['administrateur', ['Informations générales', 'Adresse personnelle', "Conditions d'utilisation"]],
  ] as const)('%s sees %j', (role, titles) => {
    expect(sectionsFor(role).map((section) => section.title)).toEqual(titles);
  });

  it('sends a stagiaire to the account form and staff to the team account edit', () => {
    expect(editPathFor('stagiaire', 7)).toEqual({ label: 'Modifier mon profil', to: '/modifier-un-compte' });
    expect(editPathFor('intervenant', 7)).toEqual({ label: 'Modifier', to: '/equipe/modifier-un-compte/7' });
  });
});

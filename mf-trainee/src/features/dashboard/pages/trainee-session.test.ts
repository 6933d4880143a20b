import { dashboardHeading } from '@irt/api/constants';
import { currentTrainingSummary } from './trainee-session';

describe('reading the session for the trainee dashboard', () => {
  it('greets with the first word of the full name, none for an account named by its email', () => {
    expect(dashboardHeading('stagiaire', { name: 'Camille Martin', username: 'Camille Martin' })).toBe('Bonjour Camille !');
    expect(dashboardHeading('stagiaire', { name: 'Jean-Pierre Durand', username: 'Jean-Pierre Durand' })).toBe('Bonjour Jean-Pierre !');
    expect(dashboardHeading('stagiaire', { name: '', username: 'Lucie' })).toBe('Bonjour Lucie !');
    expect(dashboardHeading('stagiaire', { name: 'lucie@example.fr', username: 'lucie@example.fr' })).toBe('Bonjour !');
    expect(dashboardHeading('stagiaire', null)).toBe('Bonjour !');
    expect(dashboardHeading('gestionnaire', { name: 'Camille Martin' })).toBe('Tableau de bord');
  });

  it('summarises the current training for its card', () => {
    expect(
      currentTrainingSummary({
        id: 3,
        title: 'Négociation',
        start_date: '2026-01-05T09:00:00',
        end_date: '2026-01-06T17:00:00',
        category: { id: 1, name: 'Droit' },
        place: 'Colmar',
        color: '#000000',
      }),
    ).toEqual({ id: 3, title: 'Négociation', start_date: '2026-01-05T09:00:00', end_date: '2026-01-06T17:00:00', category: 'Droit', place: 'Colmar' });
    expect(currentTrainingSummary(null)).toBeNull();
  });
});

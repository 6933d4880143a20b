import { currentTrainingSummary, firstName } from './trainee-session';

describe('reading the session for the trainee dashboard', () => {
  it('greets with the first word of the full name', () => {
    expect(firstName({ name: 'Camille Martin', username: 'Camille Martin' })).toBe('Camille');
    expect(firstName({ name: 'Jean-Pierre Durand', username: 'Jean-Pierre Durand' })).toBe('Jean-Pierre');
    expect(firstName({ name: '', username: 'Lucie' })).toBe('Lucie');
    expect(firstName({ name: 'lucie@example.fr', username: 'lucie@example.fr' })).toBeNull();
    expect(firstName(null)).toBeNull();
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

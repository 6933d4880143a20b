import { unionPeriod, unionState } from './union-state';

describe('badge et période d’une adhésion syndicale', () => {
  it.each([
    [{ is_valid: true, start_date: '2024-03-01', in_progress: true }, 'En cours', 'success'],
    [{ is_valid: true, start_date: null, in_progress: true }, 'Date de début manquante', 'error'],
    [{ is_valid: false, start_date: '2020-01-01', in_progress: false }, 'Terminé', 'default'],
    [{ is_valid: true, start_date: '2020-01-01', in_progress: false }, 'Terminé', 'default'],
  ] as const)('%o reads %s', (union, label, color) => {
    expect(unionState(union)).toEqual({ label, color });
  });

  it('reads the period in French', () => {
    expect(unionPeriod({ start_date: '2024-03-01', end_date: null })).toBe('Depuis le 1er mars 2024');
    expect(unionPeriod({ start_date: '2020-01-15', end_date: '2023-06-30' })).toBe('Du 15 janvier 2020 au 30 juin 2023');
    expect(unionPeriod({ start_date: null, end_date: null })).toBeNull();
  });
});

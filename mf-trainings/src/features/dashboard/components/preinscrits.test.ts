import { preinscritsColor } from './preinscrits';

describe("couleur du badge 'Préinscrits'", () => {
  // [registeredTrainees, invitationsTobeSent, expected colour]
  const cases: [number, number, ReturnType<typeof preinscritsColor>][] = [
    [0, 1, 'success'],
    [3, 5, 'success'],
    [5, 3, 'error'],
    [1, 0, 'error'],
    [0, 0, 'warning'],
    [4, 4, 'warning'],
  ];
  test.each(cases)('%i inscrits et %i convocations à envoyer → %s', (registered, invitations, expected) => {
    expect(preinscritsColor(registered, invitations)).toBe(expected);
  });
});

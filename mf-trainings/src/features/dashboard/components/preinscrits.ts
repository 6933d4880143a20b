/** Colour of the 'Préinscrits' badge, kept as data so it can be tested on its own. */
export type PreinscritsColor = 'success' | 'error' | 'warning';

/**
 * Green when fewer trainees are registered than invitations remain to be sent, red when more,
 * yellow when both are equal.
 */
export function preinscritsColor(registeredTrainees: number, invitationsTobeSent: number): PreinscritsColor {
  const difference = registeredTrainees - invitationsTobeSent;
  if (difference < 0) return 'success';
  if (difference > 0) return 'error';
  return 'warning';
}

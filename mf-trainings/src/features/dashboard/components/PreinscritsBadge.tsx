import Chip from '@mui/material/Chip';
import { preinscritsColor, type PreinscritsColor } from './preinscrits';

export interface PreinscritsBadgeProps {
  /** Number of pre-registrations shown in the badge. */
  count: number;
  registeredTrainees: number;
  invitationsTobeSent: number;
}

// The theme's 'warning' is a dark amber (for white text); the spec asks for yellow, so yellow with dark text.
const COLOR_STYLES: Record<PreinscritsColor, { bgcolor: string; color: string }> = {
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  warning: { bgcolor: '#fbc02d', color: '#1c1b29' },
};

/** The 'Préinscrits' badge of the training rows, coloured by the rule of `preinscritsColor`. */
export function PreinscritsBadge({ count, registeredTrainees, invitationsTobeSent }: PreinscritsBadgeProps) {
  const color = preinscritsColor(registeredTrainees, invitationsTobeSent);
  return (
    <Chip
      size="small"
      label={`Préinscrits : ${count}`}
      data-color={color}
      // Colour alone says nothing to a screen reader or a colour-blind user: the title spells it out.
      title={`${registeredTrainees} inscrit(s), ${invitationsTobeSent} convocation(s) à envoyer`}
      sx={{ fontWeight: 600, ...COLOR_STYLES[color] }}
    />
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Conflict } from '@irt/api/contract';
import { CONFLICT_KIND_LABELS, CONFLICT_MESSAGES } from '@irt/api/constants';
import { formatDate } from '../formatters';
import { visuallyHidden } from '../theme';

export const CONFLICT_TITLE = 'Conflit de réservation';
export const SAVE_DESPITE_CONFLICT = 'Enregistrer malgré le conflit';

/** A date and time of a conflict's other training, at the institute's time: '2 mars 2026 à 09:00'. */
const CONFLICT_DATE = 'Do MMMM YYYY [à] HH:mm';

/** The line of one conflict: '{label} : {resource} — « {title} » du {start} au {end}' (without the link). */
export function conflictLine(conflict: Conflict): { label: string; title: string; dates: string } {
  const { training } = conflict;
  return {
    label: `${CONFLICT_KIND_LABELS[conflict.kind]} : ${conflict.resource.name} — `,
    title: `« ${training.title} »`,
    dates: ` du ${formatDate(training.start_date, CONFLICT_DATE)} au ${formatDate(training.end_date, CONFLICT_DATE)}`,
  };
}

export interface ConflictAlertProps {
  conflicts: readonly Conflict[];
  /**
   * 'Enregistrer malgré le conflit': sends the save again, confirmed. Absent for a warning shown
   * before saving (the save itself asks), and never offered when a place is exclusive.
   */
  onConfirm?: () => void;
  /** While the confirmed save runs. */
  pending?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The double bookings a save would create: one line per conflict naming the place or the person and
 * the other training with its dates, linked (in a new tab, so that nothing typed is lost). A warning
 * that may be overridden; an error without the button when a place is exclusive.
 */
export function ConflictAlert({ conflicts, onConfirm, pending = false, sx }: ConflictAlertProps) {
  if (conflicts.length === 0) return null;
  const exclusive = conflicts.some((conflict) => conflict.exclusive);
  return (
    // A warning shown while the user types is a status; a refused save and an exclusive place are alerts.
    <Alert severity={exclusive ? 'error' : 'warning'} role={exclusive || onConfirm ? 'alert' : 'status'} sx={sx}>
      <AlertTitle>{CONFLICT_TITLE}</AlertTitle>
      <Box component="p" sx={{ m: 0, mb: 1 }}>
        {exclusive ? CONFLICT_MESSAGES.exclusive : CONFLICT_MESSAGES.conflicts}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {conflicts.map((conflict) => {
          const line = conflictLine(conflict);
          return (
            <Box component="li" key={`${conflict.kind}-${conflict.resource.id}-${conflict.training.id}`} sx={{ overflowWrap: 'anywhere' }}>
              {line.label}
              <Link component={RouterLink} to={`/formations/${conflict.training.id}`} target="_blank" rel="noopener" color="inherit" sx={{ fontWeight: 600 }}>
                {line.title}
                <Box component="span" sx={visuallyHidden}>
                  {' (nouvel onglet)'}
                </Box>
              </Link>
              {line.dates}
              {conflict.exclusive ? ' (lieu exclusif)' : ''}
            </Box>
          );
        })}
      </Box>
      {onConfirm && !exclusive ? (
        <Button variant="outlined" color="inherit" size="small" onClick={onConfirm} disabled={pending} sx={{ mt: 1.5 }}>
          {SAVE_DESPITE_CONFLICT}
        </Button>
      ) : null}
    </Alert>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TrainingClash } from '@irt/api/contract';
import { formatDate, formatDay } from '@irt/shared-ui/formatters';

export const CLASH_WARNING = 'Attention : cette formation chevauche une formation à laquelle vous êtes inscrit(e)';

/** '« Droit syndical » du 3 mars 2026 au 5 mars 2026', or 'le 3 mars 2026' for a one-day training (Paris days). */
export function clashPeriod(clash: Pick<TrainingClash, 'start_date' | 'end_date'>): string {
  const sameDay = formatDate(clash.start_date, 'YYYY-MM-DD') === formatDate(clash.end_date, 'YYYY-MM-DD');
  return sameDay ? `le ${formatDay(clash.start_date)}` : `du ${formatDay(clash.start_date)} au ${formatDay(clash.end_date)}`;
}

/**
 * The wizard's warning when the training overlaps one the trainee is validated for: one line per
 * training, linked to it. It warns only: the registration may still be sent.
 */
export function ClashWarning({ clashes }: { clashes: readonly TrainingClash[] }) {
  if (clashes.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{CLASH_WARNING}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {clashes.map((clash) => (
          <li key={clash.id}>
            «&nbsp;
            <Link component={RouterLink} to={`/formations/${clash.id}`} color="inherit" underline="always">
              {clash.title}
            </Link>
            &nbsp;» {clashPeriod(clash)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

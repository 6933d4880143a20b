import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UpcomingConflict } from '@irt/api/contract';
import { CONFLICT_KIND_LABELS } from '@irt/api/constants';
import { formatDate } from '@irt/shared-ui/formatters';
import { trainingDates, trainingPath } from './TrainingRow';

/** 'Confirmé par Claire Martin le 3 mars 2026 à 14:05': who saved the double booking anyway. */
export function overriddenText(overridden: NonNullable<UpcomingConflict['overridden']>): string {
  return `Confirmé par ${overridden.by} le ${formatDate(overridden.at, 'Do MMMM YYYY [à] HH:mm')}`;
}

/** One conflict to come: what is booked twice, the two trainings (linked, with their dates), who confirmed it. */
export function UpcomingConflictRow({ conflict }: { conflict: UpcomingConflict }) {
  return (
    <ListItem divider sx={{ display: 'block', py: 1.25, px: { xs: 1, sm: 2 } }}>
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {`${CONFLICT_KIND_LABELS[conflict.kind]} : ${conflict.resource.name}`}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {conflict.trainings.map((training) => (
            <Typography component="li" variant="body2" key={training.id} sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={trainingPath(training.id)} sx={{ fontWeight: 600 }}>
                {training.title}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary">
                {` — ${trainingDates(training.start_date, training.end_date)}`}
              </Typography>
            </Typography>
          ))}
        </Stack>
        {conflict.overridden ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {overriddenText(conflict.overridden)}
          </Typography>
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Non confirmé" sx={{ alignSelf: 'flex-start' }} />
        )}
      </Stack>
    </ListItem>
  );
}

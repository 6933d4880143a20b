import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TrainingRow } from '@irt/api/contract';
import { formatDate } from '@irt/shared-ui/formatters';
import { TrainingStatusBadge } from '../../../shared/TrainingStatusBadge';

export interface TrainingCardsProps {
  trainings: readonly TrainingRow[];
  /** Accessible name of the list (which list it shows). */
  label: string;
}

/** The trainings list on a phone: the table's columns stacked in one card per training. */
export function TrainingCards({ trainings, label }: TrainingCardsProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {trainings.map((training) => (
        <Box component="li" key={training.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Box component="article" aria-labelledby={`training-card-${training.id}`} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography id={`training-card-${training.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: training.color || 'primary.main', mr: 1 }}
                />
                {training.title}
              </Typography>
              <TrainingStatusBadge status={training.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {`Du ${formatDate(training.start_date)} au ${formatDate(training.end_date)}`}
            </Typography>
            <Typography variant="body2">{`${training.category.name} · ${training.type.name}`}</Typography>
            <Typography variant="body2">{`Participants : ${training.registered_count} / ${training.max_attendees}`}</Typography>
            {training.place ? <Typography variant="body2">{training.place.name}</Typography> : null}
            <Box>
              <Button
                component={Link}
                to={`/formations/${training.id}`}
                size="small"
                variant="outlined"
                aria-label={`Détails de la formation ${training.title}`}
              >
                Détails
              </Button>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDate, placeWithCity } from '@irt/shared-ui/formatters';
import type { CatalogueTraining } from '@irt/api/contract';
import { REGISTRATION_STATUS_GROUPS } from '../../../shared/registration-statuses';

/** The place and its town, once: place names often already end with their town. */
function placeText(place: CatalogueTraining['place']): string {
  if (!place) return '';
  return placeWithCity(place.name, place.city?.name);
}

export interface CatalogueCardProps {
  training: CatalogueTraining;
  /** Whether the caller is a stagiaire: the enrol button is theirs only. */
  isTrainee: boolean;
}

/**
 * What a trainee can do from the card: enrol while places remain and registration is open, ask for the
 * waiting list of a full one; otherwise the card says why not, or shows the status of their registration.
 */
function TraineeAction({ training }: { training: CatalogueTraining }) {
  const own = training.own_registration_status;
  if (own) {
    const group = REGISTRATION_STATUS_GROUPS.find((candidate) => candidate.slug === own.slug);
    return <StatusBadge label={group?.label ?? own.name} color={group?.color} />;
  }
  if (!training.registration_open) {
    return (
      <Typography variant="body2" color="text.secondary">
        Inscriptions closes
      </Typography>
    );
  }
  if (training.places_left === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Formation complète
        </Typography>
        <WizardLink trainingId={training.id} variant="outlined" label={`M'inscrire sur la liste d'attente de la formation ${training.title}`}>
          Liste d&apos;attente
        </WizardLink>
      </Stack>
    );
  }
  return (
    <WizardLink trainingId={training.id} variant="contained" label={`M'inscrire à la formation ${training.title}`}>
      M&apos;inscrire
    </WizardLink>
  );
}

/** The registration wizard of a training, for a place or for the waiting list (the wizard tells which). */
function WizardLink({ trainingId, variant, label, children }: { trainingId: number; variant: 'outlined' | 'contained'; label: string; children: ReactNode }) {
  return (
    <Button component={Link} to={`/inscription/${trainingId}`} variant={variant} size="small" aria-label={label}>
      {children}
    </Button>
  );
}

/** One training of the catalogue: its category, title, dates and place; opens the training. */
export function CatalogueCard({ training, isTrainee }: CatalogueCardProps) {
  const titleId = `catalogue-training-${training.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box aria-hidden sx={{ height: 6, bgcolor: training.category.color || 'primary.main' }} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {training.category.name}
        </Typography>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.1rem', mt: 0.5, overflowWrap: 'anywhere' }}>
          {training.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`Du ${formatDate(training.start_date)} au ${formatDate(training.end_date)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {training.is_visio ? 'En visio' : placeText(training.place)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${training.registered_count} / ${training.max_attendees} inscrits`}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={`/formations/${training.id}`} variant="outlined" size="small" aria-label={`Voir la formation ${training.title}`}>
          Voir la formation
        </Button>
        {isTrainee && (
          <Box sx={{ ml: '0 !important' }}>
            <TraineeAction training={training} />
          </Box>
        )}
      </CardActions>
    </Card>
  );
}

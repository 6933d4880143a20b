import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDate, placeWithCity } from '@irt/shared-ui/formatters';
import type { TraineeTrainingItem as TraineeRegistration } from '@irt/api/contract';
import { REGISTRATION_STATUS_GROUPS, type RegistrationStatusGroup } from '../../../shared/registration-statuses';
import { TRAINING_STATUS } from '@irt/api/constants';
import { waitingListShortText } from '../../../shared/waiting-list';

/** Training status id of a cancelled training. */
const CANCELLED_TRAINING = TRAINING_STATUS.cancelled;

/**
 * One of the trainee's trainings: title, dates, category and registration status; opens the training. A
 * validated registration also leads straight to its Remboursements tab, where receipts are added.
 */
export function RegistrationRow({ registration, group }: { registration: TraineeRegistration; group: RegistrationStatusGroup }) {
  const { training_id, training_name, start_date, end_date, category, color, place, training_status } = registration;
  // The row's own status wins (the group is what was asked for; the answer says what it is).
  const status = REGISTRATION_STATUS_GROUPS.find((candidate) => candidate.slug === registration.registration_status?.slug) ?? group;
  const placeText = place ? placeWithCity(place.name, place.city) : null;
  return (
    <ListItem disablePadding divider sx={{ display: 'block' }}>
      <ListItemButton component={Link} to={`/formations/${training_id}`} sx={{ alignItems: 'flex-start', py: 1.25 , px: { xs: 1, sm: 2 } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {training_name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {`Du ${formatDate(start_date)} au ${formatDate(end_date)}`}
          </Typography>
          {placeText && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {placeText}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {category?.name && (
              <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color || 'primary.main', flexShrink: 0 }}
                />
                {category.name}
              </Typography>
            )}
            <StatusBadge label={status.label} color={status.color} />
            {training_status?.id === CANCELLED_TRAINING && <StatusBadge label="Formation annulée" color="default" />}
          </Stack>
          {registration.waiting_list_position !== null && (
            <Typography component="span" variant="body2">
              {waitingListShortText(registration.waiting_list_position)}
            </Typography>
          )}
        </Stack>
      </ListItemButton>
      {status.slug === 'valide' && training_status?.id !== CANCELLED_TRAINING && (
        <Box sx={{ px: { xs: 1, sm: 2 }, pb: 1.25 }}>
          <Button
            component={Link}
            to={`/formations/${training_id}?tab=Remboursements`}
            size="small"
            variant="outlined"
            aria-label={`Mes remboursements : ${training_name}`}
          >
            Mes remboursements
          </Button>
        </Box>
      )}
    </ListItem>
  );
}

import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { formatDate } from '@irt/shared-ui';
import { trainingPath } from './TrainingRow';
import type { RegistrationListItem } from '../api/types';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A pre-registration to process: who, for which training; leads to the training's trainees tab. */
export function PreRegistrationRow({ registration }: { registration: RegistrationListItem }) {
  const { profile, training } = registration;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={trainingPath(training.id, 'Stagiaires')} sx={{ py: 1 , px: { xs: 1, sm: 2 } }}>
        <ListItemAvatar>
          <Avatar src={profile.profile_picture ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
            {initials(profile.name)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={profile.name}
          secondary={`${training.title}${training.start_date ? ` — ${formatDate(training.start_date)}` : ''}`}
          slotProps={{
            primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
            secondary: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

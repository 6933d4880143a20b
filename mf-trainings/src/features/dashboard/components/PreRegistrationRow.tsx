import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { formatDate, initials } from '@irt/shared-ui/formatters';
import { trainingPath } from './TrainingRow';
import type { RegistrationListItem } from '@irt/api/contract';


/** A pre-registration to process: who, for which training; leads to the training's trainees tab. */
export function PreRegistrationRow({ registration }: { registration: RegistrationListItem }) {
  const { profile, training } = registration;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={trainingPath(training.id, 'Stagiaires')} sx={{ py: 1 , px: { xs: 1, sm: 2 } }}>
        <Avatar src={profile.profile_picture ?? undefined} alt="" sx={{ bgcolor: 'secondary.main', mr: 2 }}>
          {initials(profile.name)}
        </Avatar>
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

import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProfileSearchItem } from '@irt/api/contract';
import { useTraineeSearch } from '../api/search-trainees';

/** (a) of the administrator's registration: finds the trainee by name or profile number. */
export function TraineePicker({ onPick }: { onPick: (trainee: ProfileSearchItem) => void }) {
  const [input, setInput] = useState('');
  // As every profile search of the portal: the request leaves 600 ms after the last keystroke.
  const { results, loading, empty } = useTraineeSearch(input);

  return (
    <Box>
      <TextField
        label="Rechercher un stagiaire"
        helperText="Nom ou numéro de profil"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        fullWidth
        type="search"
      />
      {loading && <LinearProgress aria-label="Recherche en cours" sx={{ mt: 1 }} />}
      {empty && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Aucun stagiaire ne correspond à cette recherche.
        </Typography>
      )}
      {results.length > 0 && (
        <List aria-label="Stagiaires trouvés" sx={{ mt: 1 }}>
          {results.map((trainee) => (
            <ListItemButton key={trainee.id} onClick={() => onPick(trainee)} divider>
              <ListItemAvatar>
                <Avatar src={trainee.profile_picture ?? undefined} alt="">
                  {trainee.user.name.slice(0, 1).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={trainee.user.name} secondary={`${trainee.profile_number} · ${trainee.user.email}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

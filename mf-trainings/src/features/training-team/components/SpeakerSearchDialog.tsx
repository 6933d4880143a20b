import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProfileSearchItem, StaffType } from '@irt/api/contract';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { initials } from '@irt/shared-ui/formatters';
import { useSpeakerSearch } from '../api/search-speakers';
import { ofName } from '@irt/api/constants';

export interface SpeakerSearchDialogProps {
  open: boolean;
  type: StaffType;
  /** Profiles already in this list of the team: shown, but not selectable again. */
  memberIds: readonly number[];
  onClose: () => void;
  onSelect: (profile: ProfileSearchItem) => void;
}

export const SPEAKER_SEARCH_TITLES: Record<StaffType, string> = {
  teachers: 'Ajouter un intervenant',
  pedagogical_supervisors: 'Ajouter un responsable pédagogique',
};

/**
 * The speaker search: a name, the matching trainers,
 * a preview card (phone, URL, email) of the one picked and 'Sélectionner'.
 */
export function SpeakerSearchDialog({ open, type, memberIds, onClose, onSelect }: SpeakerSearchDialogProps) {
  const titleId = useId();
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<ProfileSearchItem | null>(null);
  const { results, loading, empty } = useSpeakerSearch(type, input);
  const alreadyMember = picked !== null && memberIds.includes(picked.id);

  const close = () => {
    setInput('');
    setPicked(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{SPEAKER_SEARCH_TITLES[type]}</DialogTitle>
      <DialogContent>
        <TextField
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setPicked(null);
          }}
          placeholder="Rechercher..."
          fullWidth
          autoFocus /* eslint-disable-line jsx-a11y/no-autofocus -- a dialog moves focus into itself (WAI-ARIA dialog pattern) */
          slotProps={{ htmlInput: { 'aria-label': 'Rechercher un formateur', maxLength: 100 } }}
          sx={{ mt: 1 }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{loading ? <LinearProgress aria-label="Recherche en cours" /> : null}</Box>
        {empty ? <EmptyState title="Aucun formateur trouvé" detail="Aucune personne ne semble correspondre à cette recherche." /> : null}
        {results.length > 0 ? (
          <List aria-label="Formateurs trouvés" dense sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {results.map((profile) => (
              <ListItemButton key={profile.id} selected={picked?.id === profile.id} onClick={() => setPicked(profile)}>
                <ListItemAvatar>
                  <Avatar src={profile.profile_picture ?? undefined} alt="" aria-hidden="true">
                    {initials(profile.user.name)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={profile.user.name} secondary={profile.role.name} />
              </ListItemButton>
            ))}
          </List>
        ) : null}
        {picked ? (
          <Card variant="outlined" component="section" aria-label={`Aperçu ${ofName(picked.user.name)}`} sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {picked.user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {picked.role.name}
              </Typography>
              <Typography variant="body2">Téléphone : {picked.phone ?? 'non renseigné'}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Site web :{' '}
                {picked.url ? (
                  <Link href={picked.url} target="_blank" rel="noopener noreferrer">
                    {picked.url}
                  </Link>
                ) : (
                  'non renseigné'
                )}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Email : <Link href={`mailto:${picked.user.email}`}>{picked.user.email}</Link>
              </Typography>
              {alreadyMember ? (
                <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
                  Cette personne fait déjà partie de cette liste.
                </Typography>
              ) : null}
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                disabled={alreadyMember}
                onClick={() => {
                  const profile = picked;
                  close();
                  onSelect(profile);
                }}
              >
                Sélectionner
              </Button>
            </CardActions>
          </Card>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Annuler</Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface CalendarFeedCardProps {
  /** The feed's full address, or null before the first one is made. */
  url: string | null;
  /** What the feed holds for this user, in a sentence. */
  holds: string;
  pending: boolean;
  /** The server's answer to the last renewal (success or failure). */
  notice: { severity: 'success' | 'error'; text: string } | null;
  onRenew: () => void;
}

/** 'Mon agenda': the private address to subscribe to in a calendar application, and its renewal. */
export function CalendarFeedCard({ url, holds, pending, notice, onRenew }: CalendarFeedCardProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="calendar-feed-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="calendar-feed-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Mon agenda
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {holds} Ajoutez cette adresse à votre agenda (Google Agenda, Outlook, Calendrier…) : une formation reportée s&apos;y déplace, une formation annulée y apparaît comme annulée. Gardez-la pour vous : elle donne accès à vos formations.
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {url ? <TextField label="Adresse de mon agenda" value={url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} /> : null}
        <Button variant="outlined" onClick={onRenew} disabled={pending}>
          {url ? 'Renouveler le lien' : 'Créer le lien de mon agenda'}
        </Button>
        {url ? (
          <Typography variant="caption" color="text.secondary">
            Renouveler le lien rend l&apos;ancienne adresse inutilisable.
          </Typography>
        ) : null}
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      </Stack>
    </Paper>
  );
}

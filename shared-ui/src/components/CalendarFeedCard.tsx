import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALENDAR_FEED_ANCHOR, CALENDAR_FEED_TITLE } from '../calendar-feed';

export interface CalendarFeedCardProps {
  /** The feed's full address just made or renewed (the server shows it once), else null. */
  url: string | null;
  /** When the current address was made, or null before the first one. */
  createdAt: string | null;
  /** What the feed holds for this user, in a sentence. */
  holds: string;
  pending: boolean;
  /** The server's answer to the last renewal (success or failure). */
  notice: { severity: 'success' | 'error'; text: string } | null;
  onRenew: () => void;
}

/** The institute's day, whatever the zone of the device. */
const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });

/** The feed's address for calendar applications: the `webcal:` scheme opens the subscription at once. */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/**
 * 'Mon agenda': the private address to subscribe to in a calendar application, shown once when it is
 * made or renewed (the portal keeps only its fingerprint) with a button copying it and one opening it in
 * the device's calendar, and its renewal.
 */
export function CalendarFeedCard({ url, createdAt, holds, pending, notice, onRenew }: CalendarFeedCardProps) {
  const exists = url !== null || createdAt !== null;
  const [copied, setCopied] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied({ severity: 'success', text: 'L’adresse de votre agenda a été copiée.' });
    } catch {
      setCopied({ severity: 'error', text: 'L’adresse n’a pas pu être copiée : sélectionnez-la dans le champ et copiez-la.' });
    }
  };
  return (
    <Paper component="section" id={CALENDAR_FEED_ANCHOR} variant="outlined" aria-labelledby="calendar-feed-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3, scrollMarginTop: 80 }}>
      <Typography id="calendar-feed-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {CALENDAR_FEED_TITLE}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {holds} Ajoutez cette adresse à votre agenda (Google Agenda, Outlook, Calendrier…) : une formation reportée s&apos;y déplace, une formation annulée y apparaît comme annulée. Gardez-la pour vous : elle donne accès à vos formations.
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {url ? (
          <>
            <TextField
              label="Adresse de mon agenda"
              value={url}
              fullWidth
              size="small"
              multiline
              slotProps={{ htmlInput: { readOnly: true, style: { wordBreak: 'break-all' } } }}
            />
            <Typography variant="body2">
              Copiez cette adresse maintenant : pour votre sécurité, elle n&apos;est affichée qu&apos;une fois.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void copy(url)}>
                Copier l’adresse
              </Button>
              <Button variant="outlined" href={webcalAddress(url)}>
                Ouvrir dans mon agenda
              </Button>
            </Stack>
            {copied ? (
              <Alert severity={copied.severity} role="status">
                {copied.text}
              </Alert>
            ) : null}
          </>
        ) : createdAt ? (
          <Typography variant="body2">
            {`Votre agenda a une adresse privée depuis le ${day.format(new Date(createdAt))}. Elle n'est affichée qu'à sa création : si vous ne l'avez plus, renouvelez le lien pour en obtenir une nouvelle.`}
          </Typography>
        ) : null}
        <Button variant={url ? 'text' : 'outlined'} onClick={onRenew} disabled={pending}>
          {exists ? 'Renouveler le lien' : 'Créer le lien de mon agenda'}
        </Button>
        {exists ? (
          <Typography variant="caption" color="text.secondary">
            Renouveler le lien rend l&apos;ancienne adresse inutilisable.
          </Typography>
        ) : null}
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      </Stack>
    </Paper>
  );
}

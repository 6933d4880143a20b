import type { FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { AdminOutboxMessage, OutboxDelivery } from '@irt/api/contract';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { useListController } from '@irt/shared-auth/query';
import { StatusBadge, type PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import { useOutbox } from '../api/get-outbox';

export const DELIVERY_LABELS: Readonly<Record<OutboxDelivery, { label: string; color: PaletteStatusColor }>> = {
  relayed: { label: 'Envoyé', color: 'success' },
  pending: { label: "En attente d'envoi", color: 'warning' },
  failed: { label: "Échec de l'envoi", color: 'error' },
  kept: { label: 'Conservé, non envoyé', color: 'default' },
};

/** The institute's clock, whatever the zone of the device. */
const sentAt = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({ message }: { message: AdminOutboxMessage }) {
  const delivery = DELIVERY_LABELS[message.delivery];
  const headingId = `email-${message.id}`;
  return (
    // The summary is the message's heading: an h2 under the page's h1 (MUI's default is an h3).
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${headingId}-contenu`} id={headingId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0, width: '100%' }}>
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {message.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`À ${message.to} · ${sentAt.format(new Date(message.created_at))}`}
            </Typography>
          </Box>
          <StatusBadge label={delivery.label} color={delivery.color} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-contenu`}>
        {message.error && message.delivery !== 'relayed' ? (
          <Alert severity="error" sx={{ mb: 2 }}>{`Dernière erreur du serveur d'envoi : ${message.error}`}</Alert>
        ) : null}
        <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
          {message.text}
        </Typography>
        {message.attachments.length ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {`Pièces jointes : ${message.attachments.map((a) => `${a.filename} (${Math.max(1, Math.round(a.size / 1024))} Ko)`).join(', ')}`}
          </Typography>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * 'Emails envoyés' (administrateur): what the portal sent or, without an SMTP server, would have sent.
 * The one-time links (password reset, email verification) arrive masked from the server; each
 * opening of a page is recorded by the server. Filter and page live in the address.
 */
export default function OutboxPage() {
  // Each read of this list is recorded by the server: the address searches when the form is sent,
  // not at every pause of the typing.
  const list = useListController({ searchKey: 'destinataire', searchOn: 'submit' });
  const to = list.search;
  const outbox = useOutbox({ to, page: list.page });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.submitSearch();
  };

  const answer = outbox.data;
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Emails envoyés" />
      {answer ? (
        <Alert severity={answer.smtp_configured ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {answer.smtp_configured
            ? "Les emails partent par le serveur d'envoi (SMTP) du portail ; une copie est conservée ici."
            : "Aucun serveur d'envoi (SMTP) n'est configuré : les emails ne partent pas, ils sont seulement conservés ici."}{' '}
          Les liens à usage unique (réinitialisation du mot de passe, vérification de l'adresse) sont masqués : ils
          n'appartiennent qu'à leur destinataire. Chaque consultation de cette page est enregistrée.
        </Alert>
      ) : null}
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField
          label="Destinataire"
          size="small"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="outlined">
          Rechercher
        </Button>
      </Box>
      {outbox.isError ? (
        <Alert severity="error">Les emails n'ont pas pu être chargés. Réessayez dans un instant.</Alert>
      ) : (
        <>
          {answer && answer.data.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {answer.total === 1 ? '1 email' : `${answer.total} emails`}
            </Typography>
          ) : null}
          <PagedList
            label="Emails envoyés"
            query={outbox}
            page={list.page}
            onPageChange={list.setPage}
            emptyText={to ? `Aucun email pour « ${to} »` : 'Aucun email pour le moment'}
            getKey={(message) => message.id}
            renderItem={(message) => (
              <Box component="li" sx={{ '&:not(:last-of-type) > .MuiAccordion-root': { borderBottom: 0 } }}>
                <MessageItem message={message} />
              </Box>
            )}
            skeletonRows={6}
            paginationLabel="Pages des emails envoyés"
          />
        </>
      )}
    </Box>
  );
}

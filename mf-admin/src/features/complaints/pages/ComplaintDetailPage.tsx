import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { COMPLAINT_MESSAGES, IMPROVEMENT_MESSAGES, ofName } from '@irt/api/constants';
import { useCreateImprovementAction, useImprovementActionOwners } from '@irt/shared-auth/endpoints';
import { ComplaintStatusBadge } from '@irt/shared-ui/components/ComplaintStatusBadge';
import { ImprovementActionDialog } from '@irt/shared-ui/components/ImprovementActionDialog';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { formatDate } from '@irt/shared-ui/formatters';
import { serverMessage } from '@irt/shared-ui/messages';
import { ACTION_COLUMNS } from '../../improvement-actions';
import { useComplaint } from '../api/get-complaint';
import { useSetComplaintStatus } from '../api/set-complaint-status';
import { AnswerForm } from '../components/AnswerForm';

const when = (value: string) => formatDate(value, 'D MMMM YYYY [à] HH:mm');

/**
 * /reclamations/:id (administrateur, gestionnaire): the complaint, 'Prendre en charge' (→ en cours), the
 * answer form (emailed; the complaint is then 'Traitée'), and its improvement actions.
 */
export default function ComplaintDetailPage() {
  const id = Number(useParams().id);
  const complaint = useComplaint(id);
  const setStatus = useSetComplaintStatus(id);
  const [adding, setAdding] = useState(false);
  const owners = useImprovementActionOwners(adding);
  const create = useCreateImprovementAction();

  const back = (
    <Button component={RouterLink} to="/reclamations" startIcon={<ArrowBack />}>
      Réclamations
    </Button>
  );
  if (complaint.isPending) return <ListSkeleton />;
  if (complaint.isError || !complaint.data) {
    return (
      <Box>
        {back}
        <PageHeader title="Réclamation" />
        <Alert severity="error" sx={{ mt: 2 }}>
          {COMPLAINT_MESSAGES.notFound}
        </Alert>
      </Box>
    );
  }
  const c = complaint.data;
  const actionsPage = { data: { data: c.actions, current_page: 1, last_page: 1, per_page: Math.max(1, c.actions.length), total: c.actions.length }, isPending: false, isPlaceholderData: false };
  return (
    <Box sx={{ width: '100%', maxWidth: 1100 }}>
      {back}
      <PageHeader title={c.subject} />
      <Paper variant="outlined" component="section" aria-labelledby="reclamation-texte" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="reclamation-texte" component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
            Réclamation
          </Typography>
          <ComplaintStatusBadge status={c.status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`Reçue le ${when(c.created_at)} ${ofName(c.author.name)} (${c.author_role}, ${c.author_email})`}
        </Typography>
        {c.training ? (
          <Typography variant="body2" color="text.secondary">
            {'Formation : '}
            <Link component={RouterLink} to={`/formations/${c.training.id}`}>
              {c.training.title}
            </Link>
          </Typography>
        ) : null}
        <Typography variant="body1" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {c.text}
        </Typography>
        {c.next_statuses.includes('en_cours') ? (
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate('en_cours', {
                onSuccess: () => notify(serverMessage(COMPLAINT_MESSAGES.statusChanged)),
                onError: () => notify(serverMessage(COMPLAINT_MESSAGES.transitionRefused, 'error')),
              })
            }
          >
            Prendre en charge
          </Button>
        ) : null}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="reclamation-reponse" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="reclamation-reponse" component="h2" variant="h6" sx={{ mb: 1 }}>
          Réponse
        </Typography>
        {c.answer !== null ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {`Envoyée le ${c.answered_at ? when(c.answered_at) : ''}${c.answered_by ? ` par ${c.answered_by.name}` : ''}`}
            </Typography>
            <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.answer}
            </Typography>
          </>
        ) : (
          <AnswerForm complaintId={c.id} />
        )}
      </Paper>

      <Box component="section" aria-labelledby="reclamation-actions">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="reclamation-actions" component="h2" variant="h6">
            {`Actions d’amélioration (${c.actions.length})`}
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Ajouter une action
          </Button>
        </Box>
        <Paper variant="outlined">
          <PagedTable
            label="Actions d’amélioration de la réclamation"
            query={actionsPage}
            page={1}
            onPageChange={() => undefined}
            columns={ACTION_COLUMNS.filter((column) => column.key !== 'origin')}
            getKey={(action) => action.id}
            emptyText="Aucune action d’amélioration pour cette réclamation."
            cardHeadingLevel="h3"
            tableMinWidth={760}
          />
        </Paper>
      </Box>
      <ImprovementActionDialog
        open={adding}
        title="Ajouter une action d’amélioration"
        origin={`Née de la réclamation « ${c.subject} ».`}
        owners={owners.data}
        save={async (fields) => {
          await create.mutateAsync({ ...fields, origin: 'complaint', complaint_id: c.id });
          return { message: IMPROVEMENT_MESSAGES.created };
        }}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OwnComplaint } from '@irt/api/contract';
import { ComplaintStatusBadge } from '@irt/shared-ui/components/ComplaintStatusBadge';
import { formatDate } from '@irt/shared-ui/formatters';

/** One of the author's complaints: subject, status, date, training, text, and the institute's answer once given. */
export function OwnComplaintCard({ complaint }: { complaint: OwnComplaint }) {
  const headingId = `reclamation-${complaint.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {complaint.subject}
        </Typography>
        <ComplaintStatusBadge status={complaint.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Envoyée le ${formatDate(complaint.created_at, 'D MMMM YYYY')}${complaint.training ? ` · Formation « ${complaint.training.title} »` : ''}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {complaint.text}
      </Typography>
      {complaint.answer ? (
        <Box sx={{ mt: 2, p: 1.5, borderLeft: 4, borderColor: 'success.main', bgcolor: 'action.hover' }}>
          <Typography component="h4" variant="subtitle2">
            {`Réponse de l’institut${complaint.answered_at ? ` du ${formatDate(complaint.answered_at, 'D MMMM YYYY')}` : ''}`}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {complaint.answer}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useListController } from '@irt/shared-auth/query';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { useMyComplaints } from '../api/get-my-complaints';
import { ComplaintForm } from '../components/ComplaintForm';
import { OwnComplaintCard } from '../components/OwnComplaintCard';

/**
 * /mes-reclamations, for everyone logged in: 'Faire une réclamation' (acknowledged by email at once),
 * then one's own complaints, newest first, with their status and the institute's answer.
 */
export default function MyComplaintsPage() {
  const list = useListController();
  const complaints = useMyComplaints(list.page);
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <PageHeader title="Mes réclamations" />
      <Paper variant="outlined" component="section" aria-labelledby="faire-une-reclamation" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="faire-une-reclamation" component="h2" variant="h6" sx={{ mb: 1 }}>
          Faire une réclamation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Un problème avec une formation, l’accueil, le portail ? Décrivez-le : vous recevez un accusé de réception par email, puis la réponse de l’institut.
        </Typography>
        <ComplaintForm />
      </Paper>
      <Typography id="mes-reclamations-envoyees" component="h2" variant="h6" sx={{ mb: 1 }}>
        Réclamations envoyées
      </Typography>
      <PagedList
        label="Réclamations envoyées"
        labelledBy="mes-reclamations-envoyees"
        query={complaints}
        page={list.page}
        onPageChange={list.setPage}
        emptyText="Vous n’avez envoyé aucune réclamation."
        getKey={(complaint) => complaint.id}
        renderItem={(complaint) => (
          <Box component="li" sx={{ mb: 1.5 }}>
            <OwnComplaintCard complaint={complaint} />
          </Box>
        )}
        skeletonRows={3}
        paginationLabel="Pages des réclamations envoyées"
      />
    </Box>
  );
}

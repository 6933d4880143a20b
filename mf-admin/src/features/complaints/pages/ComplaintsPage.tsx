import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@irt/api/constants';
import { useListController } from '@irt/shared-auth/query';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useComplaints } from '../api/get-complaints';
import { COMPLAINT_COLUMNS } from '../components/complaint-columns';

/** The `statut` of the address: the status's own key with a dash ('en-cours'). */
const slugOf = (status: ComplaintStatus) => status.replace('_', '-');
const statusOf = (slug: string) => COMPLAINT_STATUSES.find((status) => slugOf(status) === slug);
/** The tabs' labels, in the plural. */
const TAB_LABELS: Readonly<Record<ComplaintStatus, string>> = { recue: 'Reçues', en_cours: 'En cours', traitee: 'Traitées' };

/**
 * /reclamations (administrateur, gestionnaire): every complaint, newest first, with its status; a tab
 * per status (in the address); each one opens to be answered and given improvement actions.
 */
export default function ComplaintsPage() {
  const list = useListController({ filters: { statut: '' } });
  const status = statusOf(list.filters.statut);
  const complaints = useComplaints(status, list.page);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Réclamations"
        actions={
          <Button component={Link} to="/actions-amelioration" variant="outlined">
            Actions d’amélioration
          </Button>
        }
      />
      <Tabs
        value={status ?? 'all'}
        onChange={(_, next: ComplaintStatus | 'all') => list.setFilter('statut', next === 'all' ? '' : slugOf(next))}
        aria-label="Statut des réclamations affichées"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="Toutes" />
        {COMPLAINT_STATUSES.map((value) => (
          <Tab key={value} value={value} label={TAB_LABELS[value]} />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <PagedTable
          label="Réclamations"
          query={complaints}
          page={list.page}
          onPageChange={list.setPage}
          columns={COMPLAINT_COLUMNS}
          getKey={(complaint) => complaint.id}
          emptyText={status ? `Aucune réclamation « ${COMPLAINT_STATUS_LABELS[status].toLowerCase()} ».` : 'Aucune réclamation.'}
          skeletonRows={6}
          tableMinWidth={900}
          paginationLabel="Pages des réclamations"
        />
      </Paper>
    </Box>
  );
}

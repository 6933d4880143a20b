/**
 * Exposed as `mf_admin/Admin`. The reference-data editor, exports and statistics arrive with later
 * issues; until then the shell's routes show their own construction panel and never load this module.
 */
import Paper from '@mui/material/Paper';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';

export default function Admin() {
  return (
    <>
      <PageHeader title="Administration" />
      <Paper variant="outlined">
        <EmptyState title="Page en construction" detail="Cette partie du portail sera bientôt disponible." />
      </Paper>
    </>
  );
}

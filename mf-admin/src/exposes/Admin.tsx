/**
 * Exposed as `mf_admin/Admin`. Exports and statistics arrive later; until then the shell's routes show
 * their own construction panel and never load this module (the reference editor is `./Referentiel`).
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

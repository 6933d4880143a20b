/**
 * Exposed as `mf_finance/Finance`. Expenses, payment orders and the monthly régie arrive with later
 * issues; until then the shell's routes show their own construction panel and never load this module.
 */
import Paper from '@mui/material/Paper';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';

export default function Finance() {
  return (
    <>
      <PageHeader title="Défraiements et régie" />
      <Paper variant="outlined">
        <EmptyState title="Page en construction" detail="Cette partie du portail sera bientôt disponible." />
      </Paper>
    </>
  );
}

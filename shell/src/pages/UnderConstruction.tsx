import Paper from '@mui/material/Paper';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';

/** What a route of a later issue shows inside the layout until its remote module exists. */
export function UnderConstruction({ title }: { title?: string }) {
  return (
    <>
      {title ? <PageHeader title={title} /> : null}
      <Paper variant="outlined">
        <EmptyState
          title="Page en construction"
          detail="Cette partie du portail sera bientôt disponible."
        />
      </Paper>
    </>
  );
}

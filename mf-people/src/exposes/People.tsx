/**
 * Exposed as `mf_people/People`. The lists have their own modules (`./TraineesList`, `./TeachersList`);
 * the detail, team and profile pages arrive later, until then the shell's routes show their own
 * construction panel and never load this module.
 */
import Paper from '@mui/material/Paper';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';

export default function People() {
  return (
    <>
      <PageHeader title="Stagiaires, formateurs et équipe" />
      <Paper variant="outlined">
        <EmptyState title="Page en construction" detail="Cette partie du portail sera bientôt disponible." />
      </Paper>
    </>
  );
}

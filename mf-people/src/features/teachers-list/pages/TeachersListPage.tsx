import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useListController } from '@irt/shared-auth/query';
import { NameFilterField } from '../../../shared/NameFilterField';
import { CreateMemberButtons, TRAINER_BUTTONS } from '../../team/components/CreateMemberButtons';
import { useTeachers } from '../api/get-teachers';
import { TEACHER_COLUMNS } from '../components/teacher-columns';

/**
 * /formateurs (spec 002 §2 'Trainer list (Formateurs)'): the responsables pédagogiques and intervenants
 * by name, 10 per page as the API pages them, filtered by the words of a name. The name filter ('nom')
 * and the page live in the address. 'Créer un responsable pédagogique' and 'Créer un intervenant' lead to
 * the team member creation, each for the roles that may create it (spec 002 §6).
 */
export default function TeachersListPage() {
  const list = useListController({ searchKey: 'nom' });
  const teachers = useTeachers(list.search, list.page);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Formateurs" actions={<CreateMemberButtons buttons={TRAINER_BUTTONS} />} />
      <NameFilterField list={list} label="Rechercher un formateur par nom" />
      <Paper variant="outlined">
        <PagedTable
          label="Formateurs"
          query={teachers}
          page={list.page}
          onPageChange={list.setPage}
          columns={TEACHER_COLUMNS}
          getKey={(teacher) => teacher.id}
          emptyText={list.search ? `Aucun formateur ne correspond à « ${list.search} »` : 'Aucun formateur pour le moment'}
          skeletonRows={6}
          tableMinWidth={760}
          paginationLabel="Pages de la liste des formateurs"
        />
      </Paper>
    </Box>
  );
}

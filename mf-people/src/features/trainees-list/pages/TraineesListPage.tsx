import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useListController } from '@irt/shared-auth/query';
import { NameFilterField } from '../../../shared/NameFilterField';
import { useTrainees } from '../api/get-trainees';
import { TRAINEE_COLUMNS } from '../components/trainee-columns';

/**
 * /stagiaires (spec 002 §2 'Trainee list'): the trainees by name, 20 per page as the API pages them,
 * filtered by the words of a name; an intervenant gets those of the trainings they teach (the API
 * decides). The name filter ('nom') and the page live in the address.
 */
export default function TraineesListPage() {
  const list = useListController({ searchKey: 'nom' });
  const trainees = useTrainees(list.search, list.page);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Stagiaires" />
      <NameFilterField list={list} label="Rechercher un stagiaire par nom" />
      <Paper variant="outlined">
        <PagedTable
          label="Stagiaires"
          query={trainees}
          page={list.page}
          onPageChange={list.setPage}
          columns={TRAINEE_COLUMNS}
          getKey={(trainee) => trainee.id}
          emptyText={list.search ? `Aucun stagiaire ne correspond à « ${list.search} »` : 'Aucun stagiaire pour le moment'}
          skeletonRows={8}
          tableMinWidth={900}
          paginationLabel="Pages de la liste des stagiaires"
        />
      </Paper>
    </Box>
  );
}

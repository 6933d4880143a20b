import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import type { PagedQueryView } from '@irt/shared-ui/components/PagedList';
import { useListController } from '@irt/shared-auth/query';
import { NameFilterField } from './NameFilterField';

/** What makes one people list: its title, what it calls a person, its call, its columns. */
export interface PeopleList<T extends { id: number }> {
  title: string;
  /** The person in the list's texts: 'formateur', 'stagiaire'. */
  noun: string;
  usePeople: (name: string, page: number) => PagedQueryView<T>;
  columns: readonly ListColumn<T>[];
  actions?: ReactNode;
  skeletonRows: number;
  tableMinWidth: number;
}

/**
 * A list of people: a page of people by name, as the API pages them, filtered by the words
 * of a name. The name filter ('nom') and the page live in the address.
 */
export function PeopleListPage<T extends { id: number }>({ title, noun, usePeople, columns, actions, skeletonRows, tableMinWidth }: PeopleList<T>) {
  const list = useListController({ searchKey: 'nom' });
  const people = usePeople(list.search, list.page);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={title} actions={actions} />
      <NameFilterField list={list} label={`Rechercher un ${noun} par nom`} />
      <Paper variant="outlined">
        <PagedTable
          label={title}
          query={people}
          page={list.page}
          onPageChange={list.setPage}
          columns={columns}
          getKey={(person) => person.id}
          emptyText={list.search ? `Aucun ${noun} ne correspond à « ${list.search} »` : `Aucun ${noun} pour le moment`}
          skeletonRows={skeletonRows}
          tableMinWidth={tableMinWidth}
          paginationLabel={`Pages de la liste des ${noun}s`}
        />
      </Paper>
    </Box>
  );
}

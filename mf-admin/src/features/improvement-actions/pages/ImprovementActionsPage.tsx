import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import {
  IMPROVEMENT_MESSAGES,
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_ORIGIN_LABELS,
  IMPROVEMENT_STATES,
  IMPROVEMENT_STATE_LABELS,
  type ImprovementOrigin,
  type ImprovementState,
} from '@irt/api/constants';
import { useCreateImprovementAction, useImprovementActionOwners } from '@irt/shared-auth/endpoints';
import { useListController } from '@irt/shared-auth/query';
import { ImprovementActionDialog } from '@irt/shared-ui/components/ImprovementActionDialog';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useImprovementActions } from '../api/get-improvement-actions';
import { ACTION_COLUMNS } from '../components/action-columns';

const STATE_SLUGS: Readonly<Record<ImprovementState, string>> = { open: 'a-faire', done: 'faites' };
const ORIGIN_SLUGS: Readonly<Record<ImprovementOrigin, string>> = { complaint: 'reclamation', survey: 'evaluations', other: 'autre' };
const stateOf = (slug: string) => IMPROVEMENT_STATES.find((state) => STATE_SLUGS[state] === slug);
const originOf = (slug: string) => IMPROVEMENT_ORIGINS.find((origin) => ORIGIN_SLUGS[origin] === slug);

/**
 * /actions-amelioration (administrateur, gestionnaire): the improvement actions — what, who, by when,
 * done, origin —, those to do first; filtered by state (tab) and origin, both in the address.
 */
export default function ImprovementActionsPage() {
  const list = useListController({ filters: { etat: STATE_SLUGS.open, origine: '' } });
  const state = stateOf(list.filters.etat);
  const origin = originOf(list.filters.origine);
  const actions = useImprovementActions({ state, origin }, list.page);
  const [creating, setCreating] = useState(false);
  const owners = useImprovementActionOwners(creating);
  const create = useCreateImprovementAction();
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Actions d’amélioration"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Nouvelle action
          </Button>
        }
      />
      <Tabs value={state ?? 'all'} onChange={(_, next: ImprovementState | 'all') => list.setFilter('etat', next === 'all' ? 'toutes' : STATE_SLUGS[next])} aria-label="Actions affichées" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {IMPROVEMENT_STATES.map((value) => (
          <Tab key={value} value={value} label={IMPROVEMENT_STATE_LABELS[value]} />
        ))}
        <Tab value="all" label="Toutes" />
      </Tabs>
      <TextField
        select
        size="small"
        label="Origine"
        value={origin ?? ''}
        onChange={(event) => list.setFilter('origine', event.target.value ? ORIGIN_SLUGS[event.target.value as ImprovementOrigin] : '')}
        sx={{ mb: 2, minWidth: 240 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Toutes les origines</MenuItem>
        {IMPROVEMENT_ORIGINS.map((value) => (
          <MenuItem key={value} value={value}>
            {IMPROVEMENT_ORIGIN_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined">
        <PagedTable
          label="Actions d’amélioration"
          query={actions}
          page={list.page}
          onPageChange={list.setPage}
          columns={ACTION_COLUMNS}
          getKey={(action) => action.id}
          emptyText="Aucune action d’amélioration."
          skeletonRows={6}
          tableMinWidth={900}
          paginationLabel="Pages des actions d’amélioration"
        />
      </Paper>
      <ImprovementActionDialog
        open={creating}
        title="Nouvelle action d’amélioration"
        owners={owners.data}
        save={async (fields) => {
          await create.mutateAsync({ ...fields, origin: 'other' });
          return { message: IMPROVEMENT_MESSAGES.created };
        }}
        onClose={() => setCreating(false)}
      />
    </Box>
  );
}

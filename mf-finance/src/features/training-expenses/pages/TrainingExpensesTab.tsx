import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError, useRouteBuilt } from '@irt/shared-auth';
import type { Paged, TrainingExpenseRow, TrainingExpenses } from '@irt/api/contract';
import { useTrainingExpenses } from '../api/get-training-expenses';
import { useSetReimbursed } from '../api/set-reimbursed';
import { expenseStatusColor, PayableExpensePanel } from '../../expense-panel';
import { euros } from '@irt/shared-ui/expenses/amounts';
import { ofName } from '@irt/api/constants';

export interface TrainingExpensesTabProps {
  trainingId: number;
}

function PersonLink({ row }: { row: TrainingExpenseRow }) {
  // The person links to their detail in a new tab (a trainee's, or a teacher's for the team).
  const to = row.on_team ? `/formateurs/${row.profile_id}` : `/stagiaires/${row.profile_id}`;
  const built = useRouteBuilt(to);
  return (
    <Box>
      {built ? (
        <Link href={to} target="_blank" rel="noopener">
          {row.username}
        </Link>
      ) : (
        row.username
      )}
      <Typography variant="body2" color="text.secondary">
        {row.role_name}
      </Typography>
    </Box>
  );
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

/** A trainee's switches: reimbursement requested and accommodation (PATCH …/reimbursed). */
function TraineeSwitches({ trainingId, row, disabled }: { trainingId: number; row: TrainingExpenseRow; disabled: boolean }) {
  const mutation = useSetReimbursed(trainingId);
  const change = (flags: { reimbursed: boolean; needs_accommodation: boolean }) =>
    mutation.mutate(
      { profileId: row.profile_id, flags },
      {
        onSuccess: () => notify(MESSAGES.itemUpdated),
        onError: (error) => notify(MESSAGES.saveFailed, readApiError(error).message),
      },
    );
  const busy = disabled || mutation.isPending;
  return (
    <Stack>
      <FormControlLabel
        control={<Switch size="small" slotProps={{ input: { 'aria-label': `Défraiement demandé par ${row.username}` } }} checked={row.reimbursed} disabled={busy} onChange={(_, checked) => change({ reimbursed: checked, needs_accommodation: row.needs_accommodation })} />}
        label="Défraiement"
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <FormControlLabel
        control={<Switch size="small" slotProps={{ input: { 'aria-label': `Hébergement demandé par ${row.username}` } }} checked={row.needs_accommodation} disabled={busy} onChange={(_, checked) => change({ reimbursed: row.reimbursed, needs_accommodation: checked })} />}
        label="Hébergement"
        slotProps={{ typography: { variant: 'body2' } }}
      />
    </Stack>
  );
}

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/**
 * The Défraiements tab of a training ('Frais'): counters of dinners, round trips and
 * accommodation, the training's real figures (requested, to pay, paid, summed by the server), and its
 * people — person, vehicle registration document, reimbursement requested (a trainee's switches), status,
 * payment-order number, amount and 'Détail', which opens the expense side panel.
 */
export function TrainingExpensesTab({ trainingId }: TrainingExpensesTabProps) {
  const query = useTrainingExpenses(trainingId);
  const [selected, setSelected] = useState<number | null>(null);
  const data: TrainingExpenses | undefined = query.data;
  const closed = data?.training.closed ?? false;

  const columns = useMemo<ListColumn<TrainingExpenseRow>[]>(
    () => [
      { key: 'person', header: 'Personne', title: true, minWidth: 180, render: (row) => <PersonLink row={row} /> },
      {
        key: 'registration',
        header: 'Carte grise',
        card: 'labelled',
        render: (row) =>
          row.vehicle_registration_file_url ? (
            <Link href={row.vehicle_registration_file_url} target="_blank" rel="noopener" aria-label={`Voir la carte grise ${ofName(row.username)}`}>
              Voir
            </Link>
          ) : (
            'Non fournie'
          ),
      },
      {
        key: 'reimbursed',
        header: 'Défraiement demandé',
        card: 'labelled',
        render: (row) => (row.on_team ? yesNo(row.reimbursed) : <TraineeSwitches trainingId={trainingId} row={row} disabled={closed} />),
      },
      {
        key: 'status',
        header: 'Statut',
        card: 'aside',
        render: (row) => (row.expense_status ? <StatusBadge label={row.expense_status.name} color={expenseStatusColor(row.expense_status.id)} /> : 'Aucun'),
      },
      { key: 'order', header: 'N° de régie', card: 'labelled', nowrap: true, render: (row) => row.payment_order_number ?? '—' },
      { key: 'amount', header: 'Montant', card: 'labelled', align: 'right', nowrap: true, render: (row) => (row.amount === null ? '—' : euros(row.amount)) },
      {
        key: 'detail',
        header: 'Détail',
        hideHeader: true,
        card: 'actions',
        render: (row) =>
          row.detail_available ? (
            <Button size="small" variant="outlined" onClick={() => setSelected(row.profile_id)} aria-label={`Détail du défraiement ${ofName(row.username)}`}>
              Détail
            </Button>
          ) : null,
      },
    ],
    [trainingId, closed],
  );

  const page: Paged<TrainingExpenseRow> | undefined = data
    ? { data: data.people, current_page: 1, last_page: 1, per_page: Math.max(1, data.people.length), total: data.people.length }
    : undefined;

  return (
    <Stack spacing={2} component="section" aria-labelledby="expenses-title">
      <Typography id="expenses-title" component="h2" variant="h6">
        Frais
      </Typography>
      {!data ? (
        <ListSkeleton rows={3} />
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Compteurs">
            <Counter label="Dîners pris en charge" value={String(data.counters.dinners)} />
            <Counter label="Allers-retours" value={String(data.counters.round_trips)} />
            <Counter
              label="Hébergement"
              value={data.counters.accommodation ? `${data.counters.accommodated_people} personne${data.counters.accommodated_people > 1 ? 's' : ''}` : 'Non pris en charge'}
            />
          </Stack>
          <Paper variant="outlined" component="section" aria-labelledby="indicators-title" sx={{ p: 2 }}>
            <Typography id="indicators-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              Indicateurs financiers
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
              <Typography>{`Montant demandé : ${euros(data.indicators.requested)}`}</Typography>
              <Typography>{`À payer : ${euros(data.indicators.to_pay)}`}</Typography>
              <Typography>{`Payé : ${euros(data.indicators.paid)}`}</Typography>
            </Stack>
          </Paper>
        </>
      )}
      <Paper variant="outlined">
        <PagedTable
          label="Défraiements de la formation"
          query={{ data: page, isPending: query.isPending, isPlaceholderData: false }}
          page={1}
          onPageChange={() => undefined}
          columns={columns}
          getKey={(row) => row.profile_id}
          getItemLabel={(row) => row.username}
          emptyText="Aucun participant pour cette formation."
          tableMinWidth={760}
        />
      </Paper>
      {selected !== null && <PayableExpensePanel trainingId={trainingId} profileId={selected} open onClose={() => setSelected(null)} />}
    </Stack>
  );
}

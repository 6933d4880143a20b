import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { Job, JobState } from '@irt/api/contract';
import { JOB_STATE_LABELS } from '@irt/api/constants';
import { readApiError } from '@irt/shared-auth';
import { useListController } from '@irt/shared-auth/query';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useJobs, useRetryJob } from '../api/jobs';
import { jobColumns } from '../components/job-columns';

/** The states of the filter, by their value in the address. */
const STATE_FILTERS: readonly { value: string; state?: JobState; label: string }[] = [
  { value: '', label: 'Tous les états' },
  { value: 'en-attente', state: 'waiting', label: JOB_STATE_LABELS.waiting },
  { value: 'en-cours', state: 'running', label: JOB_STATE_LABELS.running },
  { value: 'terminee', state: 'done', label: JOB_STATE_LABELS.done },
  { value: 'en-echec', state: 'failed', label: JOB_STATE_LABELS.failed },
];

/**
 * 'Tâches planifiées' (administrateur): the jobs of the queue — the email relay, the retention of personal
 * data, the seat offers… — newest first, filtered by state; a failed one shows its error and 'Relancer'.
 * The page and the filter live in the address.
 */
export default function JobsPage() {
  const list = useListController<'etat'>({ filters: { etat: '' } });
  const filter = STATE_FILTERS.find((f) => f.value === list.filters.etat) ?? STATE_FILTERS[0];
  const jobs = useJobs(list.page, filter.state);
  const retry = useRetryJob();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const columns = useMemo(
    () =>
      jobColumns({
        pendingId: retry.isPending ? (retry.variables ?? null) : null,
        run: (job: Job) =>
          retry.mutate(job.id, {
            onSuccess: (answer) => setOutcome({ severity: 'success', text: `${job.label} : ${answer.message}` }),
            onError: (error) => setOutcome({ severity: 'error', text: readApiError(error).message ?? 'La tâche n’a pas pu être relancée. Réessayez dans un instant.' }),
          }),
      }),
    [retry],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Tâches planifiées" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="État"
          value={filter.value}
          onChange={(event) => list.setFilter('etat', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          {STATE_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </TextField>
      </Box>
      <Box aria-live="polite" sx={{ mb: outcome ? 2 : 0 }}>
        {outcome ? (
          <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        ) : null}
      </Box>
      {jobs.isError ? (
        <Alert severity="error">Les tâches n’ont pas pu être chargées. Réessayez dans un instant.</Alert>
      ) : (
        <Paper variant="outlined">
          <PagedTable
            label="Tâches planifiées"
            query={jobs}
            page={list.page}
            onPageChange={list.setPage}
            columns={columns}
            getKey={(job) => job.id}
            emptyText={filter.state ? `Aucune tâche dans l’état « ${filter.label} »` : 'Aucune tâche pour le moment'}
            tableMinWidth={900}
            paginationLabel="Pages des tâches planifiées"
          />
        </Paper>
      )}
    </Box>
  );
}

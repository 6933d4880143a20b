import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Job, JobState } from '@irt/api/contract';
import { JOB_STATE_LABELS } from '@irt/api/constants';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { StatusBadge, type PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import { formatDate } from '@irt/shared-ui/formatters';

const STATE_COLORS: Readonly<Record<JobState, PaletteStatusColor>> = {
  waiting: 'info',
  running: 'primary',
  done: 'success',
  failed: 'error',
};

/** A time of the job at the institute's clock, to the second. */
export const jobTime = (iso: string | null) => (iso ? formatDate(iso, 'Do MMM YYYY, HH:mm:ss') : '—');

function attempts(job: Job): string {
  if (job.retry_count === 0) return 'Aucune relance';
  return `${job.retry_count} relance${job.retry_count > 1 ? 's' : ''} sur ${job.retry_limit}`;
}

/** The error of a failed job (or of the attempt before a retry), else what the work said it did. */
function detail(job: Job) {
  if (job.error) {
    return (
      <Typography variant="body2" color="error" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {job.error}
      </Typography>
    );
  }
  return job.summary ?? '—';
}

/**
 * The jobs: the work's label, its state, when it was created, started and finished, its retries, its
 * error or summary, and 'Relancer' on a failed one; a card per job on a phone.
 */
export function jobColumns(retry: { run(job: Job): void; pendingId: string | null }): readonly ListColumn<Job>[] {
  return [
    { key: 'label', header: 'Tâche', title: true, minWidth: 160, render: (job) => job.label },
    {
      key: 'state',
      header: 'État',
      card: 'aside',
      nowrap: true,
      render: (job) => <StatusBadge label={JOB_STATE_LABELS[job.state]} color={STATE_COLORS[job.state]} />,
    },
    { key: 'created', header: 'Créée', card: 'labelled', minWidth: 110, render: (job) => jobTime(job.created_at) },
    { key: 'started', header: 'Démarrée', card: 'labelled', minWidth: 110, render: (job) => jobTime(job.started_at) },
    { key: 'completed', header: 'Finie', card: 'labelled', minWidth: 110, render: (job) => jobTime(job.completed_at) },
    { key: 'attempts', header: 'Relances', card: 'labelled', nowrap: true, render: attempts },
    { key: 'detail', header: 'Erreur ou résultat', card: 'labelled', minWidth: 200, render: detail },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      card: 'actions',
      render: (job) =>
        job.retriable ? (
          <Button size="small" variant="outlined" onClick={() => retry.run(job)} disabled={retry.pendingId === job.id} aria-label={`Relancer : ${job.label}, créée le ${jobTime(job.created_at)}`}>
            Relancer
          </Button>
        ) : null,
    },
  ];
}

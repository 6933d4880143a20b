import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import MailOutline from '@mui/icons-material/MailOutlined';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { useListController } from '@irt/shared-auth/query';
import { useRouteBuilt, useSession } from '@irt/shared-auth';
import type { TrainingTrainee } from '@irt/api/contract';
import type { TrainingTabProps } from '../../../shared/training-tabs';
import { useTrainingTrainees } from '../../../shared/api/training-trainees';
import { useExportAttendees } from '../api/export-attendees';
import { bulkMailHref, currentPlatform } from '../bulk-mail';
import { STATUS_FILTER_ROLES, STATUS_PANEL_ROLES, visibleStatuses } from '../registration-statuses';
import { RegistrationStatusBadge } from '@irt/shared-ui/components/RegistrationStatusBadge';
import { LeaveFlags } from '@irt/shared-ui/components/LeaveCheckSummary';
import { AdminRegistration, ADMIN_REGISTRATION_ROLES } from './AdminRegistration';
import { TraineeIdentity } from './TraineeIdentity';
import { roleCan , ofName } from '@irt/api/constants';

// Only opened on demand, with its form and the documents' emails.
const TraineeStatusPanel = lazy(() => import('./TraineeStatusPanel').then((m) => ({ default: m.TraineeStatusPanel })));

const ALL = 'tout';

interface FilterValues {
  status: string;
}

function UnionCell({ trainee }: { trainee: TrainingTrainee }) {
  return (
    <>
      <Typography variant="body2">{trainee.union?.name ?? '—'}</Typography>
      {trainee.mandates.map((mandate) => (
        <Typography key={mandate.id} variant="caption" color="text.secondary" component="div">
          {mandate.name}
        </Typography>
      ))}
    </>
  );
}

interface TraineeActionsProps {
  trainee: TrainingTrainee;
  /** Opens 'Gérer le statut'; null for those who do not set statuses. */
  onManage: ((trainee: TrainingTrainee) => void) | null;
}

function TraineeActions({ trainee, onManage }: TraineeActionsProps) {
  const traineePath = `/stagiaires/${trainee.profile_id}`;
  // The trainee's page is offered once it exists.
  const profileBuilt = useRouteBuilt(traineePath);
  return (
    <>
      {onManage && (
        <Button size="small" onClick={() => onManage(trainee)} aria-haspopup="dialog" aria-label={`Gérer le statut ${ofName(trainee.name)}`} sx={{ whiteSpace: 'nowrap' }}>
          Gérer le statut
        </Button>
      )}
      {profileBuilt && (
        <Link href={traineePath} target="_blank" rel="noopener" aria-label={`Voir ${trainee.name} (nouvel onglet)`}>
          Voir
        </Link>
      )}
    </>
  );
}

/**
 * The registrations' columns: a table on a wide screen; on a phone a card each, since a six-column
 * table would hide the status and the actions off screen.
 */
function traineeColumns(onManage: TraineeActionsProps['onManage']): readonly ListColumn<TrainingTrainee>[] {
  return [
    { key: 'name', header: 'Nom', title: true, render: (trainee) => <TraineeIdentity trainee={trainee} /> },
    { key: 'union', header: 'Syndicat', render: (trainee) => <UnionCell trainee={trainee} /> },
    { key: 'company', header: "Nom de l'entreprise", only: 'table', render: (trainee) => trainee.company_name ?? '—' },
    { key: 'size', header: "Taille de l'entreprise", only: 'table', render: (trainee) => trainee.company_size?.name ?? '—' },
    {
      key: 'employer',
      header: 'Entreprise',
      only: 'card',
      render: (trainee) => [trainee.company_name, trainee.company_size?.name].filter(Boolean).join(' · ') || null,
    },
    {
      key: 'status',
      header: 'Statut',
      render: (trainee) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <RegistrationStatusBadge slug={trainee.registration_status.slug} />
          {/* The training leave's flags, computed by the server (cap exceeded, registered after the notice deadline). */}
          <LeaveFlags leave={trainee.leave} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'actions',
      render: (trainee) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: 'flex-end' }, alignItems: 'center' }}>
          <TraineeActions trainee={trainee} onManage={onManage} />
        </Stack>
      ),
    },
  ];
}

/**
 * The Stagiaires tab: the registrations, 30 per page,
 * with the status filter ('Voir tout') for administrateur and gestionnaire, the 'Exporter les pupitres'
 * spreadsheet, the bulk email, and the 'Gérer le statut' panel for those who set statuses; the
 * administrateur also registers a trainee ('Inscrire un stagiaire', the trainee space's slide-over).
 */
export function TraineesTab({ training }: TrainingTabProps) {
  const role = useSession((state) => state.user?.role?.slug);
  // Status filter and page in the address, beside the page's `tab`, under a prefix of this tab's own.
  const list = useListController({ prefix: 'stagiaires-', filters: { statut: '' } });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [lastSelected, setLastSelected] = useState<TrainingTrainee | null>(null);
  const canFilter = roleCan(STATUS_FILTER_ROLES, role);
  // A status the role may not filter on (or a hand-typed one) reads as 'Voir tout'.
  const status = canFilter ? (visibleStatuses(role).find((option) => option.slug === list.filters.statut)?.slug ?? null) : null;
  // The filter field shows the address's status; choosing another writes it there (page back to 1).
  const filter = useForm<FilterValues>({ values: { status: status ?? ALL } });
  const { watch } = filter;
  const { setFilter } = list;
  useEffect(
    () =>
      watch((values, { type }) => {
        // Only the user's choice: the form's own reset to the address's value is not a new choice.
        if (type === 'change') setFilter('statut', !values.status || values.status === ALL ? '' : values.status);
      }).unsubscribe,
    [watch, setFilter],
  );
  const trainees = useTrainingTrainees(training.id, status, list.page);
  const exportAttendees = useExportAttendees(training.id);
  const rows = trainees.data?.data ?? [];
  const canManage = roleCan(STATUS_PANEL_ROLES, role);
  const canRegister = roleCan(ADMIN_REGISTRATION_ROLES, role);
  // The row as the list shows it now (it loads again after a change), else as it was when opened.
  const selected = selectedId === null ? null : (rows.find((row) => row.id === selectedId) ?? lastSelected);

  const columns = useMemo(
    () =>
      traineeColumns(
        canManage
          ? (trainee: TrainingTrainee) => {
              setSelectedId(trainee.id);
              setLastSelected(trainee);
            }
          : null,
      ),
    [canManage],
  );

  const runExport = () =>
    exportAttendees.mutate(undefined, {
      // Export failures are only logged.
      onError: (error) => console.error("Échec de l'export des stagiaires", error),
    });

  return (
    <Stack component="section" aria-label="Stagiaires" spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        {canFilter && (
<FormSelectField
            control={filter.control}
            name="status"
            label="Statut"
            size="small"
            fullWidth={false}
            sx={{ minWidth: 200 }}
            options={[{ value: ALL, label: 'Voir tout' }, ...visibleStatuses(role).map((option) => ({ value: option.slug, label: option.label }))]}
          />
        )}
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {trainees.data ? `${trainees.data.total} stagiaire${trainees.data.total > 1 ? 's' : ''}` : ''}
        </Typography>
        {canRegister && <AdminRegistration trainingId={training.id} />}
        <Button
          variant="outlined"
          startIcon={<MailOutline />}
          href={rows.length > 0 ? bulkMailHref(rows.map((row) => row.email), training.title, currentPlatform()) : undefined}
          disabled={rows.length === 0}
        >
          Envoyer un email aux stagiaires
        </Button>
        <Button variant="contained" startIcon={<Download />} onClick={runExport} disabled={exportAttendees.isPending}>
          Exporter les pupitres
        </Button>
      </Stack>

      <Paper variant="outlined">
        <PagedTable
          label="Stagiaires de la formation"
          query={trainees}
          page={list.page}
          onPageChange={list.setPage}
          columns={columns}
          getKey={(trainee) => trainee.id}
          getItemLabel={(trainee) => trainee.name}
          emptyText="Aucun stagiaire pour le moment"
          paginationLabel="Pages des stagiaires"
        />
      </Paper>

      {selected && (
        <Suspense fallback={null}>
          <TraineeStatusPanel key={selected.id} training={training} trainee={selected} role={role} onClose={() => setSelectedId(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Download from '@mui/icons-material/Download';
import MailOutline from '@mui/icons-material/MailOutlined';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PaginationControl } from '@irt/shared-ui/components/PaginationControl';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { useRouteBuilt, useSession } from '@irt/shared-auth';
import type { RegistrationStatusSlug, TrainingTrainee } from '@irt/api/contract';
import type { TrainingTabProps } from '../../training-detail/tab-props';
import { useTrainingTrainees } from '../api/get-training-trainees';
import { useExportAttendees } from '../api/export-attendees';
import { bulkMailHref, currentPlatform } from '../bulk-mail';
import { STATUS_FILTER_ROLES, STATUS_PANEL_ROLES, visibleStatuses } from '../registration-statuses';
import { RegistrationStatusBadge } from '@irt/shared-ui/components/RegistrationStatusBadge';
import { AdminRegistration, ADMIN_REGISTRATION_ROLES } from './AdminRegistration';
import { TraineeIdentity } from './TraineeIdentity';
import { roleCan } from '@irt/api/constants';

// Only opened on demand, with its form and the documents' emails.
const TraineeStatusPanel = lazy(() => import('./TraineeStatusPanel').then((m) => ({ default: m.TraineeStatusPanel })));

const ALL = 'tout';

interface FilterValues {
  status: RegistrationStatusSlug | typeof ALL;
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
        <Button size="small" onClick={() => onManage(trainee)} aria-haspopup="dialog" aria-label={`Gérer le statut de ${trainee.name}`} sx={{ whiteSpace: 'nowrap' }}>
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

/** A phone shows each registration as a card: a six-column table would hide its status and actions off screen. */
function TraineeCards({ rows, onManage }: { rows: TrainingTrainee[]; onManage: TraineeActionsProps['onManage'] }) {
  return (
    <Box component="ul" aria-label="Stagiaires de la formation" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((trainee) => (
        <Card key={trainee.id} component="li" variant="outlined" aria-label={trainee.name}>
          <CardContent sx={{ pb: 0, display: 'grid', gap: 1 }}>
            <TraineeIdentity trainee={trainee} />
            <Box>
              <UnionCell trainee={trainee} />
            </Box>
            {(trainee.company_name || trainee.company_size) && (
              <Typography variant="body2" color="text.secondary">
                {[trainee.company_name, trainee.company_size?.name].filter(Boolean).join(' · ')}
              </Typography>
            )}
            <Box>
              <RegistrationStatusBadge slug={trainee.registration_status.slug} />
            </Box>
          </CardContent>
          <CardActions sx={{ gap: 1, px: 2 }}>
            <TraineeActions trainee={trainee} onManage={onManage} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The Stagiaires tab (spec 001 §2, 002 'Trainees table of a training'): the registrations, 30 per page,
 * with the status filter ('Voir tout') for administrateur and gestionnaire, the 'Exporter les pupitres'
 * spreadsheet, the bulk email, and the 'Gérer le statut' panel for those who set statuses; the
 * administrateur also registers a trainee ('Inscrire un stagiaire', the trainee space's slide-over).
 */
export function TraineesTab({ training }: TrainingTabProps) {
  const role = useSession((state) => state.user?.role?.slug);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const filter = useForm<FilterValues>({ defaultValues: { status: ALL } });
  const chosen = useWatch({ control: filter.control, name: 'status' });
  const status = chosen === ALL ? null : chosen;
  const [page, setPage] = useState(1);
  // A new filter starts again at page 1.
  const { watch } = filter;
  useEffect(() => watch(() => setPage(1)).unsubscribe, [watch]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [lastSelected, setLastSelected] = useState<TrainingTrainee | null>(null);
  const trainees = useTrainingTrainees(training.id, status, page);
  const exportAttendees = useExportAttendees(training.id);
  const rows = trainees.data?.data ?? [];
  const canFilter = roleCan(STATUS_FILTER_ROLES, role);
  const canManage = roleCan(STATUS_PANEL_ROLES, role);
  const canRegister = roleCan(ADMIN_REGISTRATION_ROLES, role);
  // The row as the list shows it now (it loads again after a change), else as it was when opened.
  const selected = selectedId === null ? null : (rows.find((row) => row.id === selectedId) ?? lastSelected);

  const open = (trainee: TrainingTrainee) => {
    setSelectedId(trainee.id);
    setLastSelected(trainee);
  };

  const runExport = () =>
    exportAttendees.mutate(undefined, {
      // Export failures are only logged (spec 001 §8).
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

      {trainees.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title="Aucun stagiaire pour le moment" />
      ) : narrow ? (
        <>
          <Box sx={{ opacity: trainees.isPlaceholderData ? 0.6 : 1 }}>
            <TraineeCards rows={rows} onManage={canManage ? open : null} />
          </Box>
          <PaginationControl page={page} lastPage={trainees.data?.last_page ?? 1} onChange={setPage} label="Pages des stagiaires" />
        </>
      ) : (
        <Paper variant="outlined">
          <TableContainer sx={{ opacity: trainees.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Stagiaires de la formation">
              <TableHead>
                <TableRow>
                  <TableCell>Nom</TableCell>
                  <TableCell>Syndicat</TableCell>
                  <TableCell>Nom de l&apos;entreprise</TableCell>
                  <TableCell>Taille de l&apos;entreprise</TableCell>
                  <TableCell>Statut</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((trainee) => (
                  <TableRow key={trainee.id} hover>
                    <TableCell>
                      <TraineeIdentity trainee={trainee} />
                    </TableCell>
                    <TableCell>
                      <UnionCell trainee={trainee} />
                    </TableCell>
                    <TableCell>{trainee.company_name ?? '—'}</TableCell>
                    <TableCell>{trainee.company_size?.name ?? '—'}</TableCell>
                    <TableCell>
                      <RegistrationStatusBadge slug={trainee.registration_status.slug} />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                        <TraineeActions trainee={trainee} onManage={canManage ? open : null} />
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PaginationControl page={page} lastPage={trainees.data?.last_page ?? 1} onChange={setPage} label="Pages des stagiaires" />
        </Paper>
      )}

      {selected && (
        <Suspense fallback={null}>
          <TraineeStatusPanel key={selected.id} training={training} trainee={selected} role={role} onClose={() => setSelectedId(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

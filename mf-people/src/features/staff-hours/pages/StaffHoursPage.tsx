import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import FilterList from '@mui/icons-material/FilterList';
import { readApiError } from '@irt/shared-auth';
import { useListController } from '@irt/shared-auth/query';
import { notify } from '@irt/shared-ui/components/notifications';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useExportStaffHours } from '../api/export-staff-hours';
import { activeFilterCount, filtersFromAddress, STAFF_HOURS_FILTER_KEYS, type StaffHoursFilters } from '../api/filters';
import { useStaffHours } from '../api/get-staff-hours';
import { StaffHoursFilterPanel, type ChosenItem } from '../components/StaffHoursFilterPanel';
import { TrainingHoursItem } from '../components/TrainingHoursItem';
import type { TrainingWithStaff } from '@irt/api/contract';

/** What the training and person fields show: the name chosen, else the one the rows carry, else the id. */
function chosenLabels(filters: StaffHoursFilters, chosen: Record<'training' | 'person', ChosenItem | null>, rows: readonly TrainingWithStaff[]) {
  const training =
    filters.trainingId === null
      ? null
      : chosen.training?.id === filters.trainingId
        ? chosen.training
        : { id: filters.trainingId, label: rows.find((t) => t.training_id === filters.trainingId)?.training_name ?? `Formation n° ${filters.trainingId}` };
  const personName = rows.flatMap((t) => t.staff).find((row) => row.profile.id === filters.profileId)?.profile.name;
  const person =
    filters.profileId === null
      ? null
      : chosen.person?.id === filters.profileId
        ? chosen.person
        : { id: filters.profileId, label: personName ?? `Personne n° ${filters.profileId}` };
  return { training, person };
}

/**
 * /formateurs/heures 'Heures formateurs': the trainings, latest
 * start first, each with the rows of its team (hours expected and actual, HETD), 20 per page; the filter
 * side panel (training, person, period, Ares statuses) and the page live in the address; 'Exporter'
 * downloads the rows of the current filter as .xlsx. Administrateur and responsable pédagogique.
 */
export default function StaffHoursPage() {
  const list = useListController({ filters: STAFF_HOURS_FILTER_KEYS });
  const filters = filtersFromAddress(list.filters);
  const report = useStaffHours(filters, list.page);
  const exporting = useExportStaffHours();
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const [chosen, setChosen] = useState<Record<'training' | 'person', ChosenItem | null>>({ training: null, person: null });
  const labels = chosenLabels(filters, chosen, report.data?.data ?? []);
  const count = activeFilterCount(filters);
  const total = report.data?.total;

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Heures formateurs"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<FilterList />} onClick={() => setPanelOpen(true)}>
              {count > 0 ? `Filtres (${count})` : 'Filtres'}
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownload />}
              disabled={exporting.isPending}
              onClick={() => exporting.mutate(filters, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) })}
            >
              {exporting.isPending ? 'Export en cours…' : 'Exporter'}
            </Button>
          </Box>
        }
      />
      {total !== undefined && total > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {total === 1 ? '1 formation' : `${total} formations`}
          {count > 0 ? ' pour ces filtres' : ''}
        </Typography>
      ) : null}
      <PagedList
        label="Formations et heures de leur équipe"
        query={report}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={count > 0 ? 'Aucune heure ne correspond à ces filtres' : 'Aucune heure saisie pour le moment'}
        getKey={(training) => training.training_id}
        renderItem={(training) => <TrainingHoursItem training={training} />}
        skeletonRows={6}
        paginationLabel="Pages des heures formateurs"
      />
      <StaffHoursFilterPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        filters={filters}
        training={labels.training}
        person={labels.person}
        setFilter={list.setFilter}
        onChoose={(kind, item) => setChosen((current) => ({ ...current, [kind]: item }))}
        onReset={() => {
          setChosen({ training: null, person: null });
          void navigate({ search: '' });
        }}
      />
    </Box>
  );
}

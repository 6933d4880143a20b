import { Link } from 'react-router-dom';
import { MESSAGES } from '@irt/shared-ui/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Add from '@mui/icons-material/Add';
import { useSession } from '@irt/shared-auth';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable } from '@irt/shared-ui/components/PagedTable';
import { useListController } from '@irt/shared-auth/query';
import { useAssignedTrainings } from '../api/get-assigned-trainings';
import { useTrainingsPage } from '../../../shared/api/get-trainings';
import { TRAINING_COLUMNS } from '../components/training-columns';
import { TRAINING_FILTERS, filterFromSlug, slugOfFilter, type TrainingFilter } from '../timeline';
import { CAN_EDIT_TRAININGS, CAN_LIST_ASSIGNED_TRAININGS, roleCan, TRAININGS_PER_PAGE } from '@irt/api/constants';

type ListTab = 'all' | 'mine';

/** Value of the `onglet` query parameter of 'Mes formations' (absent for 'Toutes'). */
const MINE_SLUG = 'mes-formations';
export const CREATE_TRAINING_PATH = '/formations/creer-une-formation';

/**
 * /formations: the staff's trainings, 20 per page, filtered by period.
 * An intervenant gets only the trainings they teach (the API decides) and no create button; a
 * responsable pédagogique also gets the 'Mes formations' tab. Tab, filter and page live in the address,
 * so the browser's back and forward buttons return to the same list.
 */
export default function TrainingsListPage() {
  const role = useSession((state) => state.user?.role.slug);
  // Tab ('onglet', absent for 'Toutes'), period ('filtre', absent for 'Tout') and page in the address.
  const list = useListController({ filters: { onglet: '', filtre: '' } });
  const hasTabs = roleCan(CAN_LIST_ASSIGNED_TRAININGS, role);
  const tab: ListTab = hasTabs && list.filters.onglet === MINE_SLUG ? 'mine' : 'all';
  const filter = filterFromSlug(list.filters.filtre || null);
  const { page } = list;

  const every = useTrainingsPage(filter, page, TRAININGS_PER_PAGE, tab === 'all');
  const mine = useAssignedTrainings(filter, page, tab === 'mine');
  const shown = tab === 'mine' ? mine : every;

  const label = tab === 'mine' ? 'Mes formations' : 'Formations';

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Formations"
        actions={
          roleCan(CAN_EDIT_TRAININGS, role) ? (
            <Button component={Link} to={CREATE_TRAINING_PATH} variant="contained" startIcon={<Add />}>
              Créer une formation
            </Button>
          ) : null
        }
      />
      {hasTabs ? (
        <Tabs
          value={tab}
          onChange={(_, next: ListTab) => list.setFilter('onglet', next === 'mine' ? MINE_SLUG : '')}
          aria-label="Formations affichées"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label="Toutes" />
          <Tab value="mine" label="Mes formations" />
        </Tabs>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, next: TrainingFilter | null) => {
          if (next) list.setFilter('filtre', slugOfFilter(next) ?? '');
        }}
        aria-label="Période"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {TRAINING_FILTERS.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: 2 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper variant="outlined">
        <PagedTable
          label={label}
          query={shown}
          page={page}
          onPageChange={list.setPage}
          columns={TRAINING_COLUMNS}
          getKey={(training) => training.id}
          emptyText={MESSAGES.noTrainings.text}
          skeletonRows={8}
          tableMinWidth={960}
          paginationLabel={`Pages de la liste ${label}`}
        />
      </Paper>
    </Box>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useSession } from '@irt/shared-auth';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { MESSAGES } from '@irt/shared-ui/messages';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PaginationControl } from '@irt/shared-ui/components/PaginationControl';
import { useAssignedTrainings } from '../api/get-assigned-trainings';
import { useTrainings } from '../api/get-trainings';
import { TrainingCards } from '../components/TrainingCards';
import { TrainingsTable } from '../components/TrainingsTable';
import { TRAINING_FILTERS, filterFromSlug, slugOfFilter, type TrainingFilter } from '../timeline';
import { CAN_EDIT_TRAININGS, CAN_LIST_ASSIGNED_TRAININGS, roleCan } from '@irt/api/constants';

type ListTab = 'all' | 'mine';

/** Value of the `onglet` query parameter of 'Mes formations' (absent for 'Toutes'). */
const MINE_SLUG = 'mes-formations';
export const CREATE_TRAINING_PATH = '/formations/creer-une-formation';

function positivePage(value: string | null): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : 1;
}

/**
 * /formations (spec 001 §2 'Trainings list'): the staff's trainings, 20 per page, filtered by period.
 * An intervenant gets only the trainings they teach (the API decides) and no create button; a
 * responsable pédagogique also gets the 'Mes formations' tab. Tab, filter and page live in the address,
 * so the browser's back and forward buttons return to the same list.
 */
export default function TrainingsListPage() {
  const role = useSession((state) => state.user?.role.slug);
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const hasTabs = roleCan(CAN_LIST_ASSIGNED_TRAININGS, role);
  const tab: ListTab = hasTabs && params.get('onglet') === MINE_SLUG ? 'mine' : 'all';
  const filter = filterFromSlug(params.get('filtre'));
  const page = positivePage(params.get('page'));

  const every = useTrainings(filter, page, tab === 'all');
  const mine = useAssignedTrainings(filter, page, tab === 'mine');
  const list = tab === 'mine' ? mine : every;

  const show = (next: { tab?: ListTab; filter?: TrainingFilter; page?: number }) => {
    const search = new URLSearchParams();
    if ((next.tab ?? tab) === 'mine') search.set('onglet', MINE_SLUG);
    const slug = slugOfFilter(next.filter ?? filter);
    if (slug) search.set('filtre', slug);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

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
          onChange={(_, next: ListTab) => show({ tab: next })}
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
          if (next) show({ filter: next });
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
        {list.isPending ? (
          <Box sx={{ px: 2 }}>
            <ListSkeleton rows={8} />
          </Box>
        ) : !list.data?.data.length ? (
          <EmptyState title={MESSAGES.noTrainings.text} />
        ) : (
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {onPhone ? (
              <TrainingCards trainings={list.data.data} label={label} />
            ) : (
              <TrainingsTable trainings={list.data.data} label={label} />
            )}
            <PaginationControl
              page={list.data.current_page}
              lastPage={list.data.last_page}
              onChange={(next) => show({ page: next })}
              label={`Pages de la liste ${label}`}
            />
          </Box>
        )}
      </Paper>
    </Box>
  );
}

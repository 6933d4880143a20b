import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { StaffHoursRow, TrainingWithStaff } from '@irt/api/contract';
import { useRouteBuilt } from '@irt/shared-auth';
import { formatDate, formatPeriod } from '@irt/shared-ui/formatters';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatHours, STAFF_ROLE_LABELS } from './hours';
import { ofName } from '@irt/api/constants';

export const trainingPath = (id: number) => `/formations/${id}`;
export const teacherPath = (id: number) => `/formateurs/${id}`;

const day = (value: string | Date | null | undefined) => formatDate(value, 'DD/MM/YYYY');

/** The person's name: a link to their page once that page exists for the user's role. */
function PersonLink({ row }: { row: StaffHoursRow }) {
  const to = teacherPath(row.profile.id);
  const built = useRouteBuilt(to);
  const name = (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      {row.profile.name}
    </Typography>
  );
  return built ? (
    <MuiLink component={Link} to={to}>
      {name}
    </MuiLink>
  ) : (
    name
  );
}

/** '6,00 CM · 3,00 TD', and the HETD apart. */
function Hours({ lecture, tutorial }: { lecture: number | null; tutorial: number | null }) {
  return lecture === null && tutorial === null ? '–' : `${formatHours(lecture)} CM · ${formatHours(tutorial)} TD`;
}

/** '6,00 CM · 3,00 TD · 12,00 HETD', or '–' while none is entered. */
function HoursAndHetd({ lecture, tutorial, total }: { lecture: number | null; tutorial: number | null; total: number | null }) {
  return total === null ? '–' : `${formatHours(lecture)} CM · ${formatHours(tutorial)} TD · ${formatHours(total)} HETD`;
}

function AresBadge({ row }: { row: StaffHoursRow }) {
  return row.ares_status ? <StatusBadge label={row.ares_status.name} /> : <>Aucun</>;
}

function StaffTable({ training }: { training: TrainingWithStaff }) {
  return (
    <TableContainer>
      {/* Fixed column widths: the teams of every training line up. */}
      <Table size="small" aria-label={`Équipe ${ofName(training.training_name)}`} sx={{ minWidth: 900, tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>Nom</TableCell>
            <TableCell sx={{ width: '11%' }}>Rôle</TableCell>
            <TableCell sx={{ width: '13%' }}>Statut Ares</TableCell>
            <TableCell sx={{ width: '15%' }}>Heures prévues</TableCell>
            <TableCell sx={{ width: '7%' }} align="right">
              HETD prévues
            </TableCell>
            <TableCell sx={{ width: '15%' }}>Heures réalisées</TableCell>
            <TableCell sx={{ width: '7%' }} align="right">
              HETD réalisées
            </TableCell>
            <TableCell sx={{ width: '10%' }}>Rémunéré</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {training.staff.map((row) => (
            <TableRow key={`${row.role}-${row.profile.id}`}>
              <TableCell component="th" scope="row">
                <PersonLink row={row} />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {row.profile.email}
                </Typography>
              </TableCell>
              <TableCell>{STAFF_ROLE_LABELS[row.role]}</TableCell>
              <TableCell>{row.ares_status?.name ?? 'Aucun'}</TableCell>
              <TableCell>
                <Hours lecture={row.expected_lecture_hours} tutorial={row.expected_tutorial_hours} />
              </TableCell>
              <TableCell align="right">{formatHours(row.expected_hetd)}</TableCell>
              <TableCell>
                <Hours lecture={row.actual_lecture_hours} tutorial={row.actual_tutorial_hours} />
              </TableCell>
              <TableCell align="right">{formatHours(row.actual_hetd)}</TableCell>
              <TableCell>{row.is_remunerated ? 'Oui' : 'Non'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StaffCards({ training }: { training: TrainingWithStaff }) {
  return (
    <Box component="ul" aria-label={`Équipe ${ofName(training.training_name)}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {training.staff.map((row) => (
        <Box component="li" key={`${row.role}-${row.profile.id}`} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <PersonLink row={row} />
            <AresBadge row={row} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {STAFF_ROLE_LABELS[row.role]} · Rémunéré : {row.is_remunerated ? 'Oui' : 'Non'}
          </Typography>
          <Typography variant="body2">
            Prévues : <HoursAndHetd lecture={row.expected_lecture_hours} tutorial={row.expected_tutorial_hours} total={row.expected_hetd} />
          </Typography>
          <Typography variant="body2">
            Réalisées : <HoursAndHetd lecture={row.actual_lecture_hours} tutorial={row.actual_tutorial_hours} total={row.actual_hetd} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One training of the report: its title (a link to the training), its dates and HETD sums, then the
 * rows of its team — a table on a wide screen, a card per person on a phone.
 */
export function TrainingHoursItem({ training }: { training: TrainingWithStaff }) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const headingId = `formation-${training.training_id}`;
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Paper variant="outlined">
        <Box sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
              <MuiLink component={Link} to={trainingPath(training.training_id)}>
                {training.training_name}
              </MuiLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPeriod(training.start_date, training.end_date, day)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            HETD prévues : {formatHours(training.expected_hetd)} · réalisées : {formatHours(training.actual_hetd)}
          </Typography>
        </Box>
        {onPhone ? <StaffCards training={training} /> : <StaffTable training={training} />}
      </Paper>
    </Box>
  );
}

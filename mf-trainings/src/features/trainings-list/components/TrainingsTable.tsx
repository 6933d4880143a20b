import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TrainingRow } from '@irt/api/contract';
import { formatDate } from '@irt/shared-ui/formatters';
import { TrainingStatusBadge } from '../../../shared/TrainingStatusBadge';

export interface TrainingsTableProps {
  trainings: readonly TrainingRow[];
  /** Accessible name of the table (which list it shows). */
  label: string;
}

/** 'Do MMM YY - HH:mm' that may wrap only before the hour ('6 mai 27 -' / '11:00'). */
function tableDate(value: string): string {
  const [day, time] = formatDate(value).split(' - ');
  return time === undefined ? formatDate(value) : `${day.replace(/ /g, '\u00a0')}\u00a0- ${time}`;
}

const COLUMNS = ['Titre', 'Date de début', 'Date de fin', 'Catégorie', 'Type', 'Participants', 'Statut', 'Lieu'] as const;

/** The trainings list's table (spec 001 §2): one row per training, a details link at the end. */
export function TrainingsTable({ trainings, label }: TrainingsTableProps) {
  return (
    // Inline-size containment: the table scrolls within the page instead of widening the portal's frame.
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table
        size="small"
        aria-label={label}
        sx={{ minWidth: 960, '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 }, '& th:last-of-type, & td:last-of-type': { pr: 2 } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
            <TableCell sx={{ position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                Détails
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trainings.map((training) => (
            <TableRow key={training.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 180 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: training.color || 'primary.main', flexShrink: 0 }}
                  />
                  {training.title}
                </Box>
              </TableCell>
              <TableCell>{tableDate(training.start_date)}</TableCell>
              <TableCell>{tableDate(training.end_date)}</TableCell>
              <TableCell>{training.category.name}</TableCell>
              <TableCell>{training.type.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${training.registered_count} / ${training.max_attendees}`}</TableCell>
              <TableCell>
                <TrainingStatusBadge status={training.status} />
              </TableCell>
              <TableCell>{training.place?.name ?? '—'}</TableCell>
              <TableCell align="right">
                <Button
                  component={Link}
                  to={`/formations/${training.id}`}
                  size="small"
                  variant="outlined"
                  aria-label={`Détails de la formation ${training.title}`}
                >
                  Détails
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

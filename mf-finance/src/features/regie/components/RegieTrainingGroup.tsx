import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RegieParticipant, RegieTraining } from '@irt/api/contract';
import { formatDay, formatEuros } from '@irt/shared-ui/formatters';
import { REGIE_COLUMNS, type OpenExpense } from './regie-columns';

/** 'Du 12 octobre 2026 au 13 octobre 2026', or one day. */
export function trainingDates(training: Pick<RegieTraining, 'start_date' | 'end_date'>): string {
  const start = formatDay(training.start_date);
  const end = formatDay(training.end_date);
  return start === end ? `Le ${start}` : `Du ${start} au ${end}`;
}

const TRAINING_TOTAL = 'Total de la formation';

/**
 * One training of the régie: its title and dates, one row per paid person, and its total. A table on a
 * wide screen (it scrolls sideways inside the page), one card per person on a phone. A row opens the
 * person's expense.
 */
export function RegieTrainingGroup({ training, onOpenExpense }: { training: RegieTraining; onOpenExpense: OpenExpense }) {
  const headingId = useId();
  const datesId = useId();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const open = (row: RegieParticipant) => onOpenExpense(training.training_id, row.profile_id);
  const label = `Paiements de la formation ${training.training_title}`;
  return (
    // Named by the title and the dates: two sessions of one training may be paid in the same régie.
    <Box component="section" aria-labelledby={`${headingId} ${datesId}`} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {training.training_title}
          </Typography>
          <Typography id={datesId} variant="body2" color="text.secondary">
            {trainingDates(training)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {TRAINING_TOTAL} : {formatEuros(training.total_expenses)}
        </Typography>
      </Box>
      {onPhone ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {training.participants.map((row) => (
            <ParticipantCard key={row.payment_id} row={row} open={open} />
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <Table
            size="small"
            aria-label={label}
            sx={{ '& th, & td': { px: 0.5, fontSize: '0.8125rem' }, '& th:first-of-type, & td:first-of-type': { pl: 2 }, '& th:last-of-type, & td:last-of-type': { pr: 2 } }}
          >
            <TableHead>
              <TableRow>
                {REGIE_COLUMNS.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600 }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {training.participants.map((row) => (
                <TableRow key={row.payment_id} hover onClick={() => open(row)} sx={{ cursor: 'pointer' }}>
                  {REGIE_COLUMNS.map((column) => (
                    <TableCell key={column.key} component={column.title ? 'th' : 'td'} scope={column.title ? 'row' : undefined} align={column.align} sx={column.title ? { minWidth: 96 } : column.wraps ? { minWidth: 56 } : { whiteSpace: 'nowrap' }}>
                      {column.render(row, open)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {TRAINING_TOTAL}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatEuros(training.total_expenses)}
                </TableCell>
                <TableCell colSpan={REGIE_COLUMNS.length - 2} />
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function ParticipantCard({ row, open }: { row: RegieParticipant; open: (row: RegieParticipant) => void }) {
  const headingId = useId();
  const title = REGIE_COLUMNS.find((column) => column.title)!;
  const aside = REGIE_COLUMNS.filter((column) => column.card === 'aside');
  const lines = REGIE_COLUMNS.filter((column) => !column.title && column.card !== 'aside');
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
        <Box component="h3" id={headingId} sx={{ m: 0, typography: 'subtitle1', fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title.render(row, open)}
        </Box>
        {aside.map((column) => (
          <Box key={column.key} sx={{ flexShrink: 0 }}>
            {column.render(row, open)}
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
        {lines.map((column) => (
          <Box key={column.key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {column.header}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {column.render(row, open)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

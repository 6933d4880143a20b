/**
 * 'Mes droits à congé de formation': for each leave the trainee may come on (their mandates decide), each
 * cap over its period — this calendar year and the last, the mandate, the mandate's period of years —
 * with the days attended, the days planned and what is left, as the server counted them from attendance.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LeaveBalancePeriod } from '@irt/api/contract';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { formatLeaveDays } from '@irt/shared-ui/components/LeaveCheckSummary';
import { frenchDay } from '@irt/shared-ui/formatters';
import { useLeaveBalances } from '../api/get-leave-balances';

export const LEAVE_BALANCES_INTRO =
  'Jours comptés sur vos inscriptions validées avec un congé de formation : les demi-journées où vous étiez présent·e pour les formations terminées, les jours prévus pour celles à venir.';

function spanText(period: LeaveBalancePeriod): string {
  if (period.period === 'annee_civile') return '';
  return period.to === null ? `depuis le ${frenchDay(period.from)}` : `du ${frenchDay(period.from)} au ${frenchDay(period.to)}`;
}

const days = (value: number) => formatLeaveDays(value);

export function LeaveBalancesSection() {
  const balances = useLeaveBalances();
  if (balances.isPending) return <ListSkeleton rows={3} />;
  if (balances.isError) return <Alert severity="error">Vos droits à congé n&apos;ont pas pu être chargés. Veuillez réessayer plus tard.</Alert>;
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {LEAVE_BALANCES_INTRO}
      </Typography>
      {balances.data.leaves.map((leave) => (
        <Box key={leave.kind} component="section" aria-label={leave.label}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {leave.label}
          </Typography>
          {/* A phone reads each period as a line; a wider screen as a table. */}
          <Box component="ul" sx={{ display: { xs: 'block', sm: 'none' }, m: 0, pl: 0, listStyle: 'none' }}>
            {leave.periods.map((period) => (
              <Box component="li" key={`${period.label}-${period.from}-${period.cap_days}`} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {`${period.label} — ${days(period.cap_days)}`}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {[spanText(period), period.article].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2">
                  {`Suivis : ${days(period.used)} · Prévus : ${days(period.planned)} · `}
                  <Box component="strong" sx={{ color: period.exceeded ? 'error.main' : undefined }}>
                    {period.exceeded ? 'Plafond dépassé' : `Restants : ${days(period.left)}`}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Table size="small" aria-label={`Solde : ${leave.label}`} sx={{ tableLayout: 'fixed', '& th:first-of-type': { width: '40%' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Période</TableCell>
                  <TableCell align="right">Plafond</TableCell>
                  <TableCell align="right">Suivis</TableCell>
                  <TableCell align="right">Prévus</TableCell>
                  <TableCell align="right">Restants</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {leave.periods.map((period) => (
                  <TableRow key={`${period.label}-${period.from}-${period.cap_days}`}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2">{period.label}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {[spanText(period), period.article].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{days(period.cap_days)}</TableCell>
                    <TableCell align="right">{days(period.used)}</TableCell>
                    <TableCell align="right">{days(period.planned)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, color: period.exceeded ? 'error.main' : undefined }}>
                      {period.exceeded ? 'Plafond dépassé' : days(period.left)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

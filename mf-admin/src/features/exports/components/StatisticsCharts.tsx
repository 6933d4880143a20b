import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import type { PercentageTrainingStats, TopStaff, TrainingStats, TrainingStatsRow, TypePercentage } from '@irt/api/contract';
import { CHART_PALETTE, formatNumber, formatPercent, typeColor } from '../chart-format';

type Measure = Extract<keyof TrainingStatsRow, 'trainingSessions' | 'trainingDays' | 'traineesPresent' | 'traineeDays'>;

/** The four charts by year, stacked by training type. */
const MEASURES: readonly { key: Measure; title: string }[] = [
  { key: 'trainingSessions', title: 'Sessions de formation' },
  { key: 'trainingDays', title: 'Jours de formation' },
  { key: 'traineesPresent', title: 'Stagiaires présents' },
  { key: 'traineeDays', title: 'Journées stagiaires' },
];

const SHARES: readonly { key: keyof Omit<PercentageTrainingStats, 'year'>; title: string }[] = [
  { key: 'session_percentages', title: 'Sessions par type' },
  { key: 'days_percentages', title: 'Jours par type' },
  { key: 'trainee_percentages', title: 'Stagiaires présents par type' },
];

const LEGEND_BELOW = { legend: { position: { vertical: 'bottom', horizontal: 'center' } } } as const;

/** A titled chart: a figure named by its heading, for screen readers as for the eye. */
function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="figure" aria-labelledby={id} variant="outlined" sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The measure for each year and type (0 for a type without a training held that year). */
function seriesOf(stats: TrainingStats, key: Measure) {
  return stats.types.map((type) => ({
    id: `${key}-${type.id}`,
    label: type.name,
    color: typeColor(stats.types, type.name),
    stack: 'total',
    valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
    data: stats.years.map((year) => stats.rows.find((r) => r.year === year && r.training_type_id === type.id)?.[key] ?? 0),
  }));
}

export function YearCharts({ stats }: { stats: TrainingStats }) {
  if (stats.years.length === 0) return <EmptyState title="Aucune formation réalisée pour le moment" />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {MEASURES.map((m) => (
        <ChartCard key={m.key} id={`chart-${m.key}`} title={`${m.title} par année`}>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: stats.years, valueFormatter: (year: number) => String(year) }]}
            yAxis={[{ valueFormatter: (value: number) => formatNumber(value), width: 48 }]}
            series={seriesOf(stats, m.key)}
            slotProps={LEGEND_BELOW}
          />
        </ChartCard>
      ))}
    </Box>
  );
}

function sharesData(stats: TrainingStats | undefined, shares: TypePercentage[]) {
  return shares.map((s) => ({ id: s.type, label: s.type, value: s.percentage, color: stats ? typeColor(stats.types, s.type) : CHART_PALETTE[0] }));
}

/** The ring's legend under it, each share written out: a thin slice has no room for its number. */
function ShareLegend({ data }: { data: ReturnType<typeof sharesData> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {data.map((d) => (
        <Box component="li" key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: d.color, flexShrink: 0 }} />
          <Typography variant="body2">{`${d.label} : ${formatPercent(d.value)}`}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ShareCharts({ stats, shares }: { stats: TrainingStats | undefined; shares: PercentageTrainingStats }) {
  if (shares.year === null) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {SHARES.map((s) => (
        <ChartCard key={s.key} id={`chart-${s.key}`} title={`${s.title} en ${shares.year}`}>
          <PieChart
            height={200}
            hideLegend
            series={[{ data: sharesData(stats, shares[s.key]), innerRadius: 40, valueFormatter: (item: { value: number }) => formatPercent(item.value) }]}
          />
          <ShareLegend data={sharesData(stats, shares[s.key])} />
        </ChartCard>
      ))}
    </Box>
  );
}

export function TopStaffTable({ top }: { top: TopStaff }) {
  if (top.year === null || top.staff.length === 0) return null;
  return (
    <ChartCard id="top-staff" title={`Les plus présents dans les équipes en ${top.year}`}>
      <TableContainer>
        <Table size="small" aria-labelledby="top-staff">
          <TableHead>
            <TableRow>
              <TableCell>Nom</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Rôle</TableCell>
              <TableCell align="right">Formations</TableCell>
              <TableCell align="right">Heures</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {top.staff.map((member) => (
              <TableRow key={member.profile_id}>
                <TableCell>
                  {member.name}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                    {member.role}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{member.role}</TableCell>
                <TableCell align="right">{formatNumber(member.trainings)}</TableCell>
                <TableCell align="right">{formatNumber(member.hours)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ChartCard>
  );
}

export function ChartsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }} aria-hidden>
      {MEASURES.map((m) => (
        <Skeleton key={m.key} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

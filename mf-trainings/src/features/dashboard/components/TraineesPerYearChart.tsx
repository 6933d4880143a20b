import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import type { TraineesPerYear } from '@irt/api/contract';

const CHART_HEIGHT = 120;

/** Height of each bar as a share of the tallest one (0–100), years in ascending order. */
export function barHeights(points: readonly TraineesPerYear[]): { year: number; count: number; percent: number }[] {
  const sorted = [...points].sort((a, b) => a.year - b.year);
  const max = Math.max(0, ...sorted.map((p) => p.count));
  return sorted.map((p) => ({ ...p, percent: max === 0 ? 0 : Math.round((p.count / max) * 100) }));
}

/** Trainees per year as plain bars (no chart library: it would weigh more than the whole dashboard). */
export function TraineesPerYearChart({ points, loading }: { points: TraineesPerYear[]; loading: boolean }) {
  const headingId = useId();
  const bars = barHeights(points);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Stagiaires par année
      </Typography>
      {loading ? (
        <Skeleton variant="rectangular" height={CHART_HEIGHT} />
      ) : bars.length === 0 ? (
        <EmptyState title="Aucune donnée pour le moment" />
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: { xs: 1, sm: 2 }, m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}
        >
          {bars.map((bar) => (
            <Box
              component="li"
              key={bar.year}
              aria-label={`${bar.year} : ${bar.count} stagiaire${bar.count > 1 ? 's' : ''}`}
              // Bars keep a readable width whether there are two years or ten.
              sx={{ flex: '0 1 72px', minWidth: 36, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <Typography component="span" variant="caption" sx={{ fontWeight: 600 }} aria-hidden>
                {bar.count}
              </Typography>
              <Box sx={{ height: CHART_HEIGHT, width: '100%', display: 'flex', alignItems: 'flex-end' }} aria-hidden>
                <Box
                  data-testid={`bar-${bar.year}`}
                  sx={{
                    width: '100%',
                    height: `${bar.percent}%`,
                    minHeight: bar.count > 0 ? 2 : 0,
                    bgcolor: 'primary.main',
                    borderRadius: '4px 4px 0 0',
                  }}
                />
              </Box>
              <Typography component="span" variant="caption" color="text.secondary" aria-hidden>
                {bar.year}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { QualityThemeRow } from '@irt/api/contract';
import { useListController } from '@irt/shared-auth/query';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { ScoreBar, formatRate, formatScore } from '@irt/shared-ui/components/ScoreBar';
import { EVALUATION_CRITERIA } from '@irt/shared-ui/evaluation-criteria';
import { useExportQualityResults } from '../api/export-quality-results';
import { useQualityResults } from '../api/get-quality-results';

/** A year from the address, or null (the server's current year). */
function yearOf(value: string): number | null {
  const year = Number(value);
  return /^\d{4}$/.test(value) && year >= 2000 && year <= 2100 ? year : null;
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** Bars of one figure for each theme, with its value written out. */
function ThemeBars({ title, id, rows, value, wide = false }: { title: string; id: string; rows: QualityThemeRow[]; wide?: boolean; value: (row: QualityThemeRow) => { value: number | null; max: number; text: string } }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, gridColumn: wide ? '1 / -1' : 'auto' }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => {
          const figure = value(row);
          return (
            <li key={row.theme_id ?? 'total'}>
              <ScoreBar label={row.theme} value={figure.value} max={figure.max} text={figure.text} />
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}

/** One theme's figures and the mean of each criterion. */
function ThemeCard({ row }: { row: QualityThemeRow }) {
  const id = `theme-${row.theme_id ?? 'total'}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {row.theme}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {`${plural(row.trainings, 'formation')} · ${plural(row.respondents, 'répondant')} sur ${plural(row.validated, 'stagiaire')} validé${row.validated > 1 ? 's' : ''} · taux de réponse ${formatRate(row.response_rate)} · assiduité ${formatRate(row.completion_rate)}`}
      </Typography>
      <Box component="ul" aria-label={`Moyennes : ${row.theme}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {EVALUATION_CRITERIA.map((criterion) => (
          <li key={criterion.key}>
            <ScoreBar label={criterion.label} value={row.means[criterion.key]} max={10} text={formatScore(row.means[criterion.key])} color="#00796b" />
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * /qualite: the satisfaction results per theme of the trainings ended in a year (the current one by
 * default): respondents, response rate, mean of each criterion, overall satisfaction and completion
 * rate, drawn as bars with their values, and the year's workbook ('Exporter').
 */
export default function QualityPage() {
  const list = useListController({ filters: { annee: '' } });
  const year = yearOf(list.filters.annee);
  const results = useQualityResults(year);
  const exporting = useExportQualityResults();
  const data = results.data;

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Qualité"
        subtitle="Satisfaction des stagiaires et assiduité, par thème, des formations terminées dans l’année."
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Typography component="label" htmlFor="quality-year" variant="body2" sx={{ fontWeight: 600 }}>
                Année
              </Typography>
              <Box
                component="select"
                id="quality-year"
                value={String(data?.year ?? year ?? '')}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => list.setFilter('annee', event.target.value)}
                sx={{
                  font: 'inherit',
                  color: 'text.primary',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 1.5,
                  py: 0.75,
                  minWidth: 120,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
                }}
              >
                {(data?.years ?? (year === null ? [] : [year])).map((option) => (
                  <option key={option} value={String(option)}>
                    {option}
                  </option>
                ))}
              </Box>
            </Box>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              disabled={!data || exporting.isPending}
              onClick={() => data && exporting.mutate(data.year)}
            >
              {exporting.isPending ? 'Export en cours…' : 'Exporter'}
            </Button>
          </Box>
        }
      />
      {results.isPending || !data ? (
        <ListSkeleton rows={4} />
      ) : data.themes.length === 0 ? (
        <EmptyState title={`Aucune formation terminée en ${data.year}.`} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isPlaceholderData}>
          <Paper variant="outlined" component="section" aria-labelledby="quality-total" sx={{ p: 2 }}>
            <Typography id="quality-total" component="h2" variant="h6" sx={{ mb: 1 }}>
              {`Ensemble de l’année ${data.year}`}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, gap: 2, m: 0 }}>
              {[
                ['Formations', String(data.total.trainings)],
                ['Répondants', `${data.total.respondents} sur ${data.total.validated}`],
                ['Taux de réponse', formatRate(data.total.response_rate)],
                ['Satisfaction générale', formatScore(data.total.means.overall_satisfaction)],
                ['Taux d’assiduité', formatRate(data.total.completion_rate)],
              ].map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <ThemeBars
              wide
              id="quality-satisfaction"
              title="Satisfaction générale par thème"
              rows={data.themes}
              value={(row) => ({ value: row.means.overall_satisfaction, max: 10, text: formatScore(row.means.overall_satisfaction) })}
            />
            <ThemeBars
              id="quality-response"
              title="Taux de réponse par thème"
              rows={data.themes}
              value={(row) => ({ value: row.response_rate, max: 100, text: formatRate(row.response_rate) })}
            />
            <ThemeBars
              id="quality-completion"
              title="Taux d’assiduité par thème"
              rows={data.themes}
              value={(row) => ({ value: row.completion_rate, max: 100, text: formatRate(row.completion_rate) })}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Taux de réponse : évaluations des stagiaires validés sur les stagiaires validés. Taux d’assiduité : stagiaires validés présents à
            toutes les demi-journées, parmi ceux des formations dont les présences sont saisies.
          </Typography>
          <Box component="section" aria-labelledby="quality-themes">
            <Typography id="quality-themes" component="h2" variant="h6" sx={{ mb: 1 }}>
              Détail par thème
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {data.themes.map((row) => (
                <ThemeCard key={row.theme_id} row={row} />
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}

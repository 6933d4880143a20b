import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublishedResults } from '@irt/api/contract';
import { frenchDay } from '../formatters';
import { ScoreBar, formatRate, formatScore } from './ScoreBar';

/**
 * 'Nos résultats': per training theme, over the twelve months ending today, the overall satisfaction
 * (out of 10), the respondents and response rate, and the completion rate. A theme with fewer
 * respondents than the minimum is not sent by the server; the text says so. Shown under the catalogue
 * and on the visitors' page; `title` is false where the page's own title already says it.
 */
export function PublishedResultsView({ results, title = true }: { results: PublishedResults; title?: boolean }) {
  const { from, to, minimum_respondents: minimum, themes } = results;
  return (
    <Box component="section" aria-labelledby={title ? 'published-results-title' : undefined} aria-label={title ? undefined : 'Nos résultats'} sx={{ mt: title ? 4 : 0 }}>
      {title ? (
        <Typography id="published-results-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
          Nos résultats
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`Satisfaction des stagiaires et assiduité par thème, formations terminées du ${frenchDay(from)} au ${frenchDay(to)}. Les résultats d’un thème ne sont publiés qu’à partir de ${minimum} répondants.`}
      </Typography>
      {themes.length === 0 ? (
        <Typography variant="body2">Aucun thème n’a encore assez de répondants sur cette période pour que ses résultats soient publiés.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {themes.map((theme) => (
            <Paper component="li" variant="outlined" key={theme.theme_id} sx={{ p: 2 }} aria-labelledby={`published-theme-${theme.theme_id}`}>
              <Typography id={`published-theme-${theme.theme_id}`} component={title ? 'h3' : 'h2'} variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {theme.theme}
              </Typography>
              <Box sx={{ display: 'grid', gap: 0.75 }}>
                <ScoreBar label="Satisfaction générale" value={theme.overall_satisfaction} max={10} text={formatScore(theme.overall_satisfaction)} />
                <ScoreBar label="Taux de réponse" value={theme.response_rate} max={100} text={formatRate(theme.response_rate)} color="#00796b" />
                <ScoreBar label="Taux d’assiduité" value={theme.completion_rate} max={100} text={formatRate(theme.completion_rate)} color="#0277bd" />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {`${theme.respondents} répondants`}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

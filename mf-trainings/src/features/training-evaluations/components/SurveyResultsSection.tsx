import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { formatDay, formatPercent } from '@irt/shared-ui/formatters';
import type { SurveyResults } from '@irt/api/contract';
import { useSurveyResults } from '../api/get-survey-results';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" component="div" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Paper>
  );
}

function ColdResults({ cold }: { cold: SurveyResults['cold'] }) {
  if (cold.requested === 0) {
    return <Typography color="text.secondary">Le questionnaire à froid part trois mois après la fin de la formation : il n’a pas encore été envoyé.</Typography>;
  }
  const texts = cold.answers.filter((a) => a.changes.trim() !== '');
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Figure label="Réponses" value={`${cold.answered} sur ${cold.requested}`} />
        <Figure label="Taux de réponse" value={cold.response_rate === null ? '—' : formatPercent(cold.response_rate * 100)} />
        <Figure label="Mis en pratique (moyenne)" value={cold.practice_mean === null ? '—' : `${decimal.format(cold.practice_mean)} / 10`} />
        <Figure label="Recommanderaient la formation" value={cold.recommend_share === null ? '—' : formatPercent(cold.recommend_share * 100)} />
      </Box>
      {texts.length > 0 && (
        <Box>
          <Typography component="h5" variant="subtitle2" sx={{ mb: 1 }}>
            Ce qui a changé, selon les stagiaires
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {texts.map((a, i) => (
              <Paper component="li" variant="outlined" key={`${a.answered_at}-${i}`} sx={{ p: 1.5 }}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{a.changes}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {`${formatDay(a.answered_at)} · mis en pratique ${a.practice} / 10 · ${a.recommend ? 'recommande' : 'ne recommande pas'}`}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

const ROLE_LABELS = { teacher: 'Intervenant·e', pedagogical_supervisor: 'Responsable pédagogique' } as const;

function TeamResults({ team }: { team: SurveyResults['team'] }) {
  if (team.requested === 0) {
    return <Typography color="text.secondary">Le questionnaire de l’équipe pédagogique part à la fin de la formation : il n’a pas encore été envoyé.</Typography>;
  }
  return (
    <Stack spacing={1}>
      <Typography>{`${team.answered} réponse${team.answered > 1 ? 's' : ''} sur ${team.requested}`}</Typography>
      {team.answers.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {team.answers.map((a) => (
            <Paper component="li" variant="outlined" key={a.profile.id} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {a.profile.name}
                <Typography component="span" variant="body2" color="text.secondary">{` · ${ROLE_LABELS[a.role]} · ${formatDay(a.answered_at)}`}</Typography>
              </Typography>
              <Typography variant="body2">{`Groupe : ${a.group_rating} / 10 · Conditions : ${a.conditions_rating} / 10`}</Typography>
              {a.comment && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{a.comment}</Typography>}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Under the trainees' evaluations: the cold survey's figures and texts (anonymous) and the team's answers. */
export function SurveyResultsSection({ trainingId }: { trainingId: number }) {
  const results = useSurveyResults(trainingId);
  if (results.isPending) return <ListSkeleton rows={2} />;
  if (!results.data) return null;
  return (
    <Stack component="section" aria-labelledby="survey-results-title" spacing={2} sx={{ mt: 3 }}>
      <Typography id="survey-results-title" component="h3" variant="h6">
        Questionnaires à froid et de l’équipe pédagogique
      </Typography>
      <Box component="section" aria-labelledby="cold-results-title">
        <Typography id="cold-results-title" component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Questionnaire à froid (trois mois après)
        </Typography>
        <ColdResults cold={results.data.cold} />
      </Box>
      <Box component="section" aria-labelledby="team-results-title">
        <Typography id="team-results-title" component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Équipe pédagogique
        </Typography>
        <TeamResults team={results.data.team} />
      </Box>
    </Stack>
  );
}

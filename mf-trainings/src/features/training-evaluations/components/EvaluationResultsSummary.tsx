import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { ScoreBar, formatRate, formatScore } from '@irt/shared-ui/components/ScoreBar';
import { EVALUATION_CRITERIA } from '@irt/shared-ui/evaluation-criteria';
import { formatDate } from '@irt/shared-ui/formatters';
import { useEvaluationResults } from '../api/get-evaluation-results';

/**
 * The results of a training's evaluations above its list: the response rate (evaluations of the
 * validated trainees), the mean of each criterion as bars with their values, and the trainees' comments.
 */
export function EvaluationResultsSummary({ trainingId }: { trainingId: number }) {
  const results = useEvaluationResults(trainingId);
  if (results.isPending) return <ListSkeleton rows={2} />;
  if (!results.data) return null;
  const { validated, respondents, response_rate: responseRate, means, comments } = results.data;
  return (
    <Box component="section" aria-labelledby="evaluation-results-title" sx={{ mb: 3 }}>
      <Typography id="evaluation-results-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        Résultats
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {`Taux de réponse : ${formatRate(responseRate)} (${respondents} évaluation${respondents > 1 ? 's' : ''} sur ${validated} stagiaire${validated > 1 ? 's' : ''} validé${validated > 1 ? 's' : ''})`}
      </Typography>
      {respondents > 0 ? (
        <Box component="ul" aria-label="Moyenne de chaque critère" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, maxWidth: 720 }}>
          {EVALUATION_CRITERIA.map((criterion) => (
            <li key={criterion.key}>
              <ScoreBar label={criterion.label} value={means[criterion.key]} max={10} text={formatScore(means[criterion.key])} />
            </li>
          ))}
        </Box>
      ) : null}
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
        {`Commentaires (${comments.length})`}
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucun commentaire pour cette formation.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {comments.map((comment) => (
            <Box component="li" key={comment.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.comment}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDate(comment.created_at, 'D MMMM YYYY')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

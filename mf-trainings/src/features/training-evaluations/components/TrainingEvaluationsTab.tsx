import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingTabProps } from '../../../shared/training-tabs';
import { useEvaluations } from '../api/get-evaluations';
import { EVALUATION_CRITERIA } from '@irt/shared-ui/evaluation-criteria';
import { SCORE_BANDS, scoreBand } from './score-bands';
import { SurveyResultsSection } from './SurveyResultsSection';
import { EvaluationResultsSummary } from './EvaluationResultsSummary';
import { OpenImprovementAction } from './OpenImprovementAction';


function Score({ value }: { value: number }) {
  const band = scoreBand(value);
  return (
    <Box
      component="span"
      title={band.label}
      sx={{ display: 'inline-block', minWidth: 44, px: 1, py: 0.25, borderRadius: 1, fontWeight: 600, textAlign: 'center', bgcolor: band.background, color: band.color }}
    >
      {`${value}/10`}
    </Box>
  );
}

/** The Évaluations tab: the results (response rate, means, comments), then each trainee's scores. */
export function TrainingEvaluationsTab({ training }: TrainingTabProps) {
  return (
    <>
      <EvaluationResultsSummary trainingId={training.id} />
      <OpenImprovementAction training={training} />
      <EvaluationsTable trainingId={training.id} />
      <SurveyResultsSection trainingId={training.id} />
    </>
  );
}

/** Each trainee's seven scores out of 10, coloured by band. */
function EvaluationsTable({ trainingId }: { trainingId: number }) {
  const evaluations = useEvaluations(trainingId);
  if (evaluations.isPending) return <ListSkeleton />;
  const rows = evaluations.data ?? [];
  if (rows.length === 0) return <EmptyState title="Aucune évaluation n'a encore été réalisée pour cette formation." />;
  return (
    <Box component="section" aria-labelledby="evaluations-title">
      <Typography id="evaluations-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {`Évaluations (${rows.length})`}
      </Typography>
      {/* Scrolls sideways on a phone: focusable so that a keyboard can scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="evaluations-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-labelledby="evaluations-title">
          <TableHead>
            <TableRow>
              <TableCell>Stagiaire</TableCell>
              {EVALUATION_CRITERIA.map((column) => (
                <TableCell key={column.key} align="center">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((evaluation) => (
              <TableRow key={evaluation.id}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {evaluation.profile.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(evaluation.created_at)}
                  </Typography>
                </TableCell>
                {EVALUATION_CRITERIA.map((column) => (
                  <TableCell key={column.key} align="center">
                    <Score value={evaluation[column.key]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="ul" aria-label="Légende des notes" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1.5 }}>
        {SCORE_BANDS.map((band, index) => (
          <Box component="li" key={band.max} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: band.background }} />
            <Typography variant="caption">{`${index === 0 ? 0 : `> ${SCORE_BANDS[index - 1].max}`} à ${band.max} : ${band.label}`}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

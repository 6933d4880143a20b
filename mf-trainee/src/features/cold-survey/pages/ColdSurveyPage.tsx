import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { formatDay } from '@irt/shared-ui/formatters';
import type { ColdSurvey } from '@irt/api/contract';
import { useColdSurvey } from '../api/get-cold-survey';
import { ColdSurveyForm } from '../components/ColdSurveyForm';
import { COLD_QUESTIONS } from '../components/questions';

const TITLE = 'Questionnaire à froid';

function AnswerGiven({ survey }: { survey: ColdSurvey }) {
  const answer = survey.answer!;
  const rows = [
    [COLD_QUESTIONS.practice, `${answer.practice} / 10`],
    [COLD_QUESTIONS.changes, answer.changes || 'Sans réponse'],
    [COLD_QUESTIONS.recommend, answer.recommend ? 'Oui' : 'Non'],
  ] as const;
  return (
    <Stack spacing={2}>
      <Typography>{`Merci ! Vous avez répondu le ${formatDay(survey.answered_at!)}. Voici votre réponse.`}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(([question, value]) => (
          <div key={question}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {question}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * /formations/:id/questionnaire-a-froid: the cold survey sent to the trainee three months after the
 * training (the email's link); its three questions once, then the answer given.
 */
export default function ColdSurveyPage() {
  const { id } = useParams();
  const survey = useColdSurvey(Number(id));
  if (survey.isPending) return <ListSkeleton rows={3} />;
  const found = survey.data?.survey ?? null;
  if (!found) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title={TITLE} />
        <EmptyState
          title="Aucun questionnaire à froid pour cette formation"
          detail="Ce questionnaire est envoyé par email, trois mois après la fin de la formation, aux stagiaires qui l’ont suivie."
        />
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <PageHeader title={TITLE} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2.5 }}>
          {`Formation « ${found.training.title} », terminée le ${formatDay(found.training.end_date)}.${found.answer ? '' : ' Trois mois plus tard, qu’en avez-vous fait ? Trois questions, deux minutes.'}`}
        </Typography>
        {found.answer ? <AnswerGiven survey={found} /> : <ColdSurveyForm trainingId={found.training.id} />}
      </Paper>
    </Box>
  );
}

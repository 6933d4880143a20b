import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { formatDay } from '@irt/shared-ui/formatters';
import type { TeamSurvey } from '@irt/api/contract';
import { useTeamSurvey } from '../api/get-team-survey';
import { TeamSurveyForm } from '../components/TeamSurveyForm';
import { TEAM_QUESTIONS } from '../components/questions';

const TITLE = 'Questionnaire de l’équipe pédagogique';

function AnswerGiven({ survey }: { survey: TeamSurvey }) {
  const answer = survey.answer!;
  const rows = [
    [TEAM_QUESTIONS.group, `${answer.group_rating} / 10`],
    [TEAM_QUESTIONS.conditions, `${answer.conditions_rating} / 10`],
    [TEAM_QUESTIONS.commentLabel, answer.comment || 'Sans commentaire'],
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
 * /formations/:id/questionnaire-equipe: the survey sent to the intervenants and the responsable
 * pédagogique at the end of a training (the email's link); answered once, then the answer given.
 */
export default function TeamSurveyPage() {
  const { id } = useParams();
  const survey = useTeamSurvey(Number(id));
  if (survey.isPending) return <ListSkeleton rows={3} />;
  const found = survey.data?.survey ?? null;
  if (!found) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title={TITLE} />
        <EmptyState
          title="Aucun questionnaire pour cette formation"
          detail="Ce questionnaire est envoyé par email, à la fin de la formation, à son équipe pédagogique."
        />
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <PageHeader title={TITLE} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2.5 }}>
          {`Formation « ${found.training.title} », terminée le ${formatDay(found.training.end_date)}. Votre regard sur le groupe et les conditions nous aide à améliorer nos formations.`}
        </Typography>
        {found.answer ? <AnswerGiven survey={found} /> : <TeamSurveyForm trainingId={found.training.id} />}
      </Paper>
    </Box>
  );
}

import { useParams } from 'react-router-dom';
import { SurveyPageFrame } from '@irt/shared-ui/components/SurveyPageFrame';
import { useTeamSurvey } from '../api/get-team-survey';
import { TeamSurveyForm } from '../components/TeamSurveyForm';
import { TEAM_QUESTIONS } from '../components/questions';

/**
 * /formations/:id/questionnaire-equipe: the survey sent to the intervenants and the responsable
 * pédagogique at the end of a training (the email's link); answered once, then the answer given.
 */
export default function TeamSurveyPage() {
  const { id } = useParams();
  const survey = useTeamSurvey(Number(id));
  const found = survey.data?.survey ?? null;
  const answer = found?.answer;
  return (
    <SurveyPageFrame
      title="Questionnaire de l’équipe pédagogique"
      pending={survey.isPending}
      survey={found}
      none={{ title: 'Aucun questionnaire pour cette formation', detail: 'Ce questionnaire est envoyé par email, à la fin de la formation, à son équipe pédagogique.' }}
      intro="Votre regard sur le groupe et les conditions nous aide à améliorer nos formations."
      answers={
        answer
          ? [
              [TEAM_QUESTIONS.group, `${answer.group_rating} / 10`],
              [TEAM_QUESTIONS.conditions, `${answer.conditions_rating} / 10`],
              [TEAM_QUESTIONS.commentLabel, answer.comment || 'Sans commentaire'],
            ]
          : null
      }
      form={found ? <TeamSurveyForm trainingId={found.training.id} /> : null}
    />
  );
}

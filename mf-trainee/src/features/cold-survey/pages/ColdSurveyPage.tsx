import { useParams } from 'react-router-dom';
import { SurveyPageFrame } from '@irt/shared-ui/components/SurveyPageFrame';
import { useColdSurvey } from '../api/get-cold-survey';
import { ColdSurveyForm } from '../components/ColdSurveyForm';
import { COLD_QUESTIONS } from '../components/questions';

/**
 * /formations/:id/questionnaire-a-froid: the cold survey sent to the trainee three months after the
 * training (the email's link); its three questions once, then the answer given.
 */
export default function ColdSurveyPage() {
  const { id } = useParams();
  const survey = useColdSurvey(Number(id));
  const found = survey.data?.survey ?? null;
  const answer = found?.answer;
  return (
    <SurveyPageFrame
      title="Questionnaire à froid"
      pending={survey.isPending}
      survey={found}
      none={{
        title: 'Aucun questionnaire à froid pour cette formation',
        detail: 'Ce questionnaire est envoyé par email, trois mois après la fin de la formation, aux stagiaires qui l’ont suivie.',
      }}
      intro="Trois mois plus tard, qu’en avez-vous fait ? Trois questions, deux minutes."
      answers={
        answer
          ? [
              [COLD_QUESTIONS.practice, `${answer.practice} / 10`],
              [COLD_QUESTIONS.changes, answer.changes || 'Sans réponse'],
              [COLD_QUESTIONS.recommend, answer.recommend ? 'Oui' : 'Non'],
            ]
          : null
      }
      form={found ? <ColdSurveyForm trainingId={found.training.id} /> : null}
    />
  );
}

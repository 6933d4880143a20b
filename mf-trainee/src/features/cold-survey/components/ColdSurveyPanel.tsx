import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useColdSurvey } from '../api/get-cold-survey';

/** On the trainee's training page, once the cold survey was sent to them: the way to it, or 'réponse envoyée'. */
export function ColdSurveyPanel({ trainingId }: { trainingId: number }) {
  const survey = useColdSurvey(trainingId).data?.survey;
  if (!survey) return null;
  return (
    <Paper component="section" aria-labelledby="cold-survey-panel-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cold-survey-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Questionnaire à froid
      </Typography>
      {survey.answer ? (
        <Typography>Réponse envoyée, merci.</Typography>
      ) : (
        <Button component={RouterLink} to={`/formations/${trainingId}/questionnaire-a-froid`} variant="contained">
          Répondre au questionnaire
        </Button>
      )}
    </Paper>
  );
}

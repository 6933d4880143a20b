import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField, requiredChoice } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { useAnswerTeamSurvey } from '../api/answer-team-survey';
import { COMMENT_MAX, RATING_CHOICES, TEAM_QUESTIONS } from './questions';

interface TeamSurveyValues {
  group_rating: number | '';
  conditions_rating: number | '';
  comment: string;
}

const EMPTY: TeamSurveyValues = { group_rating: '', conditions_rating: '', comment: '' };

function Question({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: -1 }}>
      {children}
    </Typography>
  );
}

/** The group, the conditions (1 to 10, required) and a free comment, then 'Envoyer ma réponse'. */
export function TeamSurveyForm({ trainingId }: { trainingId: number }) {
  const { control, handleSubmit, setError } = useForm<TeamSurveyValues>({ defaultValues: EMPTY });
  const answer = useAnswerTeamSurvey(trainingId);
  const { submit, failure, pending } = useSaveForm({
    setError,
    fields: { group_rating: 'group_rating', conditions_rating: 'conditions_rating', comment: 'comment' },
    title: 'Votre réponse n’a pas pu être enregistrée',
    save: (values: TeamSurveyValues) =>
      answer.mutateAsync({ group_rating: Number(values.group_rating), conditions_rating: Number(values.conditions_rating), comment: values.comment.trim() }),
    success: (result) => ({ text: result.message, kind: 'success', durationMs: 4000 }),
  });
  const rating = { validate: requiredChoice('Veuillez choisir une note de 1 à 10.') };
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)} aria-label="Questionnaire de l’équipe pédagogique">
      {failure ? <SaveFailureAlert {...failure} /> : null}
      <Question>{TEAM_QUESTIONS.group}</Question>
      <FormSelectField control={control} name="group_rating" label={TEAM_QUESTIONS.groupLabel} helperText={TEAM_QUESTIONS.ratingHint} rules={rating} options={RATING_CHOICES} />
      <Question>{TEAM_QUESTIONS.conditions}</Question>
      <FormSelectField control={control} name="conditions_rating" label={TEAM_QUESTIONS.conditionsLabel} helperText={TEAM_QUESTIONS.ratingHint} rules={rating} options={RATING_CHOICES} />
      <Question>{TEAM_QUESTIONS.comment}</Question>
      <FormTextField
        control={control}
        name="comment"
        label={TEAM_QUESTIONS.commentLabel}
        helperText={TEAM_QUESTIONS.commentHint}
        multiline
        minRows={4}
        rules={{ maxLength: { value: COMMENT_MAX, message: `Votre texte ne doit pas dépasser ${COMMENT_MAX} caractères.` } }}
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        Envoyer ma réponse
      </Button>
    </Stack>
  );
}

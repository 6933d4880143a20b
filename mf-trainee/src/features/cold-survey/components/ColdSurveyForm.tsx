import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField, requiredChoice } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import type { ColdSurveyAnswer } from '@irt/api/contract';
import { useAnswerColdSurvey } from '../api/answer-cold-survey';
import { CHANGES_MAX, COLD_QUESTIONS, RATING_CHOICES, YES_NO_CHOICES } from './questions';

interface ColdSurveyValues {
  practice: number | '';
  changes: string;
  recommend: 'oui' | 'non' | '';
}

const EMPTY: ColdSurveyValues = { practice: '', changes: '', recommend: '' };

const toAnswer = (values: ColdSurveyValues): ColdSurveyAnswer => ({
  practice: Number(values.practice),
  changes: values.changes.trim(),
  recommend: values.recommend === 'oui',
});

/** The three questions of the cold survey and 'Envoyer ma réponse'; the practice score and the recommendation are required. */
export function ColdSurveyForm({ trainingId }: { trainingId: number }) {
  const { control, handleSubmit, setError } = useForm<ColdSurveyValues>({ defaultValues: EMPTY });
  const answer = useAnswerColdSurvey(trainingId);
  const { submit, failure, pending } = useSaveForm({
    setError,
    fields: { practice: 'practice', changes: 'changes', recommend: 'recommend' },
    title: 'Votre réponse n’a pas pu être enregistrée',
    save: (values: ColdSurveyValues) => answer.mutateAsync(toAnswer(values)),
    success: (result) => ({ text: result.message, kind: 'success', durationMs: 4000 }),
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)} aria-label="Questionnaire à froid">
      {failure ? <SaveFailureAlert {...failure} /> : null}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: -1 }}>
        {COLD_QUESTIONS.practice}
      </Typography>
      <FormSelectField
        control={control}
        name="practice"
        label={COLD_QUESTIONS.practiceLabel}
        helperText={COLD_QUESTIONS.practiceHint}
        rules={{ validate: requiredChoice('Veuillez choisir une note de 1 à 10.') }}
        options={RATING_CHOICES}
      />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: -1 }}>
        {COLD_QUESTIONS.changes}
      </Typography>
      <FormTextField
        control={control}
        name="changes"
        label={COLD_QUESTIONS.changesLabel}
        helperText={COLD_QUESTIONS.changesHint}
        multiline
        minRows={4}
        rules={{ maxLength: { value: CHANGES_MAX, message: `Votre texte ne doit pas dépasser ${CHANGES_MAX} caractères.` } }}
      />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: -1 }}>
        {COLD_QUESTIONS.recommend}
      </Typography>
      <FormSelectField
        control={control}
        name="recommend"
        label={COLD_QUESTIONS.recommendLabel}
        rules={{ validate: requiredChoice('Veuillez répondre par oui ou par non.') }}
        options={YES_NO_CHOICES}
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        Envoyer ma réponse
      </Button>
    </Stack>
  );
}

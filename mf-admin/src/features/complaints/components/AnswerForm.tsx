import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COMPLAINT_MESSAGES, COMPLAINT_TEXT_MAX } from '@irt/api/constants';
import { FormTextField, requiredText } from '@irt/shared-ui/forms';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { serverMessage } from '@irt/shared-ui/messages';
import { useAnswerComplaint } from '../api/answer-complaint';

/** 'Répondre': the answer, emailed to the author; sending it closes the complaint ('Traitée'). */
export function AnswerForm({ complaintId }: { complaintId: number }) {
  const answer = useAnswerComplaint(complaintId);
  const { control, handleSubmit, setError } = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const form = useSaveForm<{ answer: string }, unknown, { answer: string }>({
    setError,
    fields: { answer: 'answer' },
    title: 'La réponse n’a pas pu être envoyée',
    save: (values) => answer.mutateAsync(values.answer),
    success: serverMessage(COMPLAINT_MESSAGES.answered),
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(form.submit)} aria-label="Répondre à la réclamation">
      {form.failure ? <SaveFailureAlert {...form.failure} /> : null}
      <FormTextField
        control={control}
        name="answer"
        label="Réponse"
        helperText="Envoyée par email à l’auteur ; la réclamation passe alors à « Traitée »."
        required
        multiline
        minRows={4}
        rules={{ validate: requiredText(COMPLAINT_MESSAGES.answerRequired) }}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_TEXT_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ alignSelf: 'flex-start' }}>
        Envoyer la réponse
      </Button>
    </Stack>
  );
}

import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COMPLAINT_SUBJECT_MAX, COMPLAINT_TEXT_MAX } from '@irt/api/constants';
import { FormTextField, requiredText } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { formatDate } from '@irt/shared-ui/formatters';
import { serverMessage } from '@irt/shared-ui/messages';
import { useFileComplaint } from '../api/file-complaint';
import { useComplaintTrainings } from '../api/get-complaint-trainings';

interface ComplaintValues {
  subject: string;
  training_id: number | '';
  text: string;
}

const EMPTY: ComplaintValues = { subject: '', training_id: '', text: '' };

/** 'Faire une réclamation': subject, the training it is about (among one's own, or none), the text. */
export function ComplaintForm() {
  const trainings = useComplaintTrainings();
  const file = useFileComplaint();
  const { control, handleSubmit, reset, setError } = useForm<ComplaintValues>({ defaultValues: EMPTY });
  const form = useSaveForm<ComplaintValues, { message: string }, ComplaintValues>({
    setError,
    fields: { subject: 'subject', training_id: 'training_id', text: 'text' },
    title: 'La réclamation n’a pas pu être envoyée',
    save: (values) => file.mutateAsync({ subject: values.subject, text: values.text, training_id: values.training_id === '' ? null : values.training_id }),
    success: (result) => serverMessage(result.message),
    onSuccess: () => reset(EMPTY),
  });
  const options = trainings.data?.map((training) => ({ value: training.id, label: `${training.title} (${formatDate(training.start_date, 'D MMMM YYYY')})` }));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(form.submit)} aria-label="Faire une réclamation">
      {form.failure ? <SaveFailureAlert {...form.failure} /> : null}
      <FormTextField control={control} name="subject" label="Objet" required rules={{ validate: requiredText('Indiquez l’objet de la réclamation.') }} slotProps={{ htmlInput: { maxLength: COMPLAINT_SUBJECT_MAX } }} />
      <FormSelectField control={control} name="training_id" label="Formation concernée" options={options} loading={trainings.isPending} emptyLabel="Aucune formation en particulier" />
      <FormTextField
        control={control}
        name="text"
        label="Votre réclamation"
        required
        multiline
        minRows={4}
        rules={{ validate: requiredText('Décrivez votre réclamation.') }}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_TEXT_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ alignSelf: 'flex-start' }}>
        Envoyer la réclamation
      </Button>
    </Stack>
  );
}

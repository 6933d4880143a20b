import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ACCESSIBILITY_MESSAGES as AccessibilityMessages } from '@irt/api/contract';
import { ACCESSIBILITY_FEEDBACK_LIMITS } from '@irt/api/constants';
import { FormEmailField, FormTextField } from '@irt/shared-ui/forms';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { sendAccessibilityFeedback } from './api/send-accessibility-feedback';

export const FEEDBACK_SENT: (typeof AccessibilityMessages)['sent'] = "Merci, votre message a bien été transmis à l'institut.";
export const FEEDBACK_FAILED = "Votre message n'a pas été transmis";
export const MESSAGE_REQUIRED = 'Le message est obligatoire.';
export const MESSAGE_TOO_SHORT = `Le message doit contenir au moins ${ACCESSIBILITY_FEEDBACK_LIMITS.messageMin} caractères.`;
export const MESSAGE_TOO_LONG = 'Le message ne doit pas dépasser 5 000 caractères.';

interface FeedbackForm {
  name: string;
  email: string;
  page: string;
  message: string;
}

function validateMessage(value: string): true | string {
  const text = value.trim();
  if (text === '') return MESSAGE_REQUIRED;
  if (text.length < ACCESSIBILITY_FEEDBACK_LIMITS.messageMin) return MESSAGE_TOO_SHORT;
  return text.length <= ACCESSIBILITY_FEEDBACK_LIMITS.messageMax || MESSAGE_TOO_LONG;
}

const SERVER_FIELDS = { name: 'name', email: 'email', page: 'page', message: 'message' } as const;

/**
 * The statement's feedback form: a visitor reports a difficulty; the institute's administrateurs receive
 * it by email and answer the address given. `page` prefills 'Page concernée' with the page left for the statement.
 */
export function AccessibilityFeedbackForm({ page }: { page: string }) {
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<FeedbackForm>({
    defaultValues: { name: '', email: '', page, message: '' },
  });
  const save = useSaveForm<FeedbackForm, unknown, FeedbackForm>({
    setError,
    fields: SERVER_FIELDS,
    title: FEEDBACK_FAILED,
    quietWhenPlaced: true,
    save: (values) => {
      setSent(false);
      return sendAccessibilityFeedback({
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        email: values.email.trim(),
        ...(values.page.trim() ? { page: values.page.trim() } : {}),
        message: values.message.trim(),
      });
    },
    onSuccess: () => {
      setSent(true);
      reset({ name: '', email: '', page: '', message: '' });
    },
  });

  return (
    <form noValidate aria-label="Signaler un défaut d'accessibilité" onSubmit={handleSubmit(save.submit)}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          Les champs marqués d&apos;un astérisque (*) sont obligatoires.
        </Typography>
        {sent ? (
          <Alert severity="success" role="status">
            {FEEDBACK_SENT}
          </Alert>
        ) : null}
        {save.failure ? <SaveFailureAlert {...save.failure} /> : null}
        <FormTextField
          control={control}
          name="name"
          label="Nom"
          autoComplete="name"
          rules={{ maxLength: { value: ACCESSIBILITY_FEEDBACK_LIMITS.nameMax, message: 'Le nom ne doit pas dépasser 255 caractères.' } }}
        />
        <FormEmailField
          control={control}
          name="email"
          label="Adresse électronique"
          helperText="Pour vous répondre, par exemple : prenom.nom@exemple.fr"
        />
        <FormTextField
          control={control}
          name="page"
          label="Page concernée"
          helperText="L'adresse ou le nom de la page où vous avez rencontré la difficulté."
          rules={{ maxLength: { value: ACCESSIBILITY_FEEDBACK_LIMITS.pageMax, message: 'Ce champ ne doit pas dépasser 500 caractères.' } }}
        />
        <FormTextField
          control={control}
          name="message"
          label="Message"
          required
          multiline
          minRows={5}
          helperText="Décrivez la difficulté rencontrée et, si possible, votre équipement (navigateur, lecteur d'écran…). De 10 à 5 000 caractères."
          rules={{ validate: validateMessage }}
        />
        <Button type="submit" variant="contained" size="large" disabled={save.pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          Envoyer le message
        </Button>
      </Stack>
    </form>
  );
}

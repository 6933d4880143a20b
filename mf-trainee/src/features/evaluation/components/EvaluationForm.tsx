import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requiredChoice } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { FormTextField } from '@irt/shared-ui/forms/FormTextField';
import type { EvaluationCriterion, EvaluationPayload } from '@irt/api/contract';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@irt/api/constants';
import { EVALUATION_CRITERIA } from '@irt/shared-ui/evaluation-criteria';
import { SCORES } from './criteria';

type EvaluationValues = Record<EvaluationCriterion, number | ''> & { comment: string };

const EMPTY: EvaluationValues = {
  documentation: '',
  training_methods: '',
  willingness_to_continue: '',
  group_life: '',
  material_conditions: '',
  knowledge_contribution: '',
  overall_satisfaction: '',
  comment: '',
};

const PLACEHOLDER = 'Sélectionnez une note';

/** Which end of the scale is best, said once above the seven lists. */
export const SCALE_HINT = 'Notez chaque point de 1 à 10 : 1 pour « pas du tout satisfait », 10 pour « très satisfait ».';

const SCORE_CHOICES = SCORES.map((score) => ({ value: score, label: score }));

export interface EvaluationFormProps {
  submitting: boolean;
  onSubmit: (payload: EvaluationPayload) => void;
}

const COMMENT_TOO_LONG = `Le commentaire ne doit pas dépasser ${EVALUATION_COMMENT_MAX_LENGTH} caractères.`;

/**
 * Seven drop-downs from 1 (worst) to 10 (best), said above them, an optional free comment, and
 * 'Compléter l'évaluation'; every criterion needs its score. A blank comment is sent as none.
 */
export function EvaluationForm({ submitting, onSubmit }: EvaluationFormProps) {
  const { control, handleSubmit, watch } = useForm<EvaluationValues>({ defaultValues: EMPTY });
  const commentLength = watch('comment').length;
  const submit = ({ comment, ...scores }: EvaluationValues) => {
    const text = comment.trim();
    onSubmit({ ...(scores as Omit<EvaluationPayload, 'comment'>), ...(text ? { comment: text } : {}) });
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)}>
      <Typography variant="body2">{SCALE_HINT}</Typography>
      {EVALUATION_CRITERIA.map((criterion) => (
        <FormSelectField
          key={criterion.key}
          control={control}
          name={criterion.key}
          rules={{ validate: requiredChoice('Veuillez choisir une note') }}
          label={criterion.label}
          slotProps={{
            select: {
              displayEmpty: true,
              renderValue: (value) => (value === '' ? PLACEHOLDER : `${String(value)} / 10`),
            },
            inputLabel: { shrink: true },
          }}
          options={SCORE_CHOICES}
        />
      ))}
      <FormTextField
        control={control}
        name="comment"
        label="Commentaire (facultatif)"
        multiline
        minRows={3}
        rules={{ maxLength: { value: EVALUATION_COMMENT_MAX_LENGTH, message: COMMENT_TOO_LONG } }}
        helperText={`Ce que vous avez apprécié, ce qui serait à améliorer… (${commentLength} / ${EVALUATION_COMMENT_MAX_LENGTH} caractères)`}
      />
      <Button type="submit" variant="contained" disabled={submitting}>
        Compléter l&apos;évaluation
      </Button>
    </Stack>
  );
}

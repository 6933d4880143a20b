import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TrainingDetail } from '@irt/api/contract';
import { FormTextField, requiredChoice, requiredText } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { ConflictAlert } from '@irt/shared-ui/components/ConflictAlert';
import { useConflictCheck } from '../../../shared/api/check-conflicts';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';
import { usePatchTraining } from '../../../shared/api/patch-training';
import { useLookup } from '@irt/shared-auth/query';
import { placeWithCity } from '@irt/shared-ui/formatters';

export const TITLE_ONLY_MESSAGE = "Vous pouvez uniquement modifier l'intitulé de la formation.";

interface TitleForm {
  title: string;
  themeId: number | '';
  placeId: number | '';
}

const SERVER_FIELDS = { title: 'title', training_theme_id: 'themeId', training_place_id: 'placeId' } as const;

export interface EditTitleDialogProps {
  training: TrainingDetail;
  open: boolean;
  onClose: () => void;
}

/** 'Modifier' (statuses 2 and 3): only the title, with the theme and the place, may change. */
export function EditTitleDialog({ training, open, onClose }: EditTitleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-title-dialog">
      <DialogTitle id="edit-title-dialog">Modifier la formation</DialogTitle>
      {open ? <EditTitleForm training={training} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditTitleForm({ training, onDone }: { training: TrainingDetail; onDone: () => void }) {
  const themes = useLookup('training-themes');
  const places = useLookup('training-places');
  const patch = usePatchTraining(training.id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<TitleForm>({
    defaultValues: { title: training.title, themeId: training.training_theme_id, placeId: training.training_place_id ?? '' },
  });
  const { submit, submitDespiteConflicts, failure, conflicts, pending } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    fallback: 'La formation n’a pas pu être modifiée. Réessayez.',
    quietWhenPlaced: true,
    save: (values: TitleForm, confirmation) =>
      patch.mutateAsync({
        title: values.title.trim(),
        training_theme_id: Number(values.themeId),
        training_place_id: values.placeId === '' ? null : values.placeId,
        ...confirmation,
      }),
    success: MESSAGES.itemUpdated,
    onSuccess: () => onDone(),
  });

  // A new place is checked at the training's dates (its team stays as it is: not checked here).
  const placeId = useWatch({ control, name: 'placeId' });
  const changedPlace = placeId !== '' && placeId !== training.training_place_id;
  const warnings = useConflictCheck(
    changedPlace && !conflicts
      ? { training_id: training.id, start_date: training.start_date, end_date: training.end_date, training_place_id: placeId, profile_ids: [] }
      : null,
  );

  const loading = !themes.data || !places.data;
  return (
    <form noValidate onSubmit={handleSubmit((values) => (values.themeId === '' ? undefined : submit(values)))} aria-label="Modifier la formation">
      <DialogContent>
        <Stack spacing={2.5}>
          <Alert severity="info">{TITLE_ONLY_MESSAGE}</Alert>
          {failure ? <SaveFailureAlert {...failure} /> : null}
          <FormTextField control={control} name="title" label="Intitulé" required rules={{ validate: requiredText('L’intitulé est obligatoire.') }} />
          <FormSelectField
            control={control}
            name="themeId"
            label="Thématique"
            required
            loading={loading}
            rules={{ validate: requiredChoice('La thématique est obligatoire.') }}
            options={themes.data?.map((theme) => ({ value: theme.id, label: `${theme.numerotation} ${theme.name}` }))}
          />
          <FormSelectField
            control={control}
            name="placeId"
            label="Lieu"
            loading={loading}
            emptyLabel={<em>Aucun lieu</em>}
            showEmpty={false}
            options={places.data?.map((place) => ({ value: place.id, label: placeWithCity(place.name, place.city?.name) }))}
          />
          <ConflictAlert conflicts={warnings} />
          {conflicts ? <ConflictAlert conflicts={conflicts} pending={pending} onConfirm={() => void handleSubmit(submitDespiteConflicts)()} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Annuler</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || loading}>
          Enregistrer
        </Button>
      </DialogActions>
    </form>
  );
}

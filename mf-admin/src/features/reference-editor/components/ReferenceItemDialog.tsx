import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import type { TrainingPlaceType } from '@irt/api/contract';
import { FormTextField, requiredText } from '@irt/shared-ui/forms';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { FormCheckboxField } from '@irt/shared-ui/forms/FormCheckboxField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useCities, ZIP_CODE_PATTERN } from '@irt/shared-auth/endpoints';
import type { EditorItem } from '../api/reference-items';
import { useSaveReferenceItem, type ReferencePayload } from '../api/reference-mutations';
import type { ReferenceListDefinition } from '../reference-lists';

interface Values {
  name: string;
  numerotation: string;
  nsf_code: string;
  irt_link: string;
  address: string;
  zip_code: string;
  city_id: string;
  type: TrainingPlaceType;
  exclusive: boolean;
}

export const EXCLUSIVE_PLACE = 'Lieu exclusif';

const PLACE_TYPES = [
  { value: 'Présentiel', label: 'Présentiel' },
  { value: 'Distanciel', label: 'Distanciel' },
] as const;

const NAME_REQUIRED = 'Veuillez saisir un nom.';
const NUMBERING_REQUIRED = 'Veuillez saisir la numérotation.';
const ZIP_INVALID = 'Le code postal doit comporter 5 chiffres.';
const NSF_INVALID = 'Le code NSF comporte 3 chiffres (128, 315…).';
const NSF_PATTERN = /^[0-9]{3}$/;

/** The server's names of the fields, mapped onto the form's. */
const SERVER_FIELDS = {
  name: 'name',
  numerotation: 'numerotation',
  nsf_code: 'nsf_code',
  irt_link: 'irt_link',
  address: 'address',
  zip_code: 'zip_code',
  city_id: 'city_id',
  type: 'type',
  exclusive: 'exclusive',
} as const;

function valuesOf(item: EditorItem | null): Values {
  return {
    name: item?.name ?? '',
    numerotation: item && 'numerotation' in item ? item.numerotation : '',
    nsf_code: item && 'nsf_code' in item ? (item.nsf_code ?? '') : '',
    irt_link: item && 'irt_link' in item ? (item.irt_link ?? '') : '',
    address: item && 'address' in item ? (item.address ?? '') : '',
    zip_code: item && 'zip_code' in item ? (item.zip_code ?? '') : '',
    city_id: item && 'city_id' in item && item.city_id !== null ? String(item.city_id) : '',
    type: item && 'type' in item ? item.type : 'Présentiel',
    exclusive: item && 'exclusive' in item ? item.exclusive : false,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function payloadOf(list: ReferenceListDefinition, values: Values): ReferencePayload {
  const name = values.name.trim();
  switch (list.kind) {
    case 'theme':
      return { kind: 'theme', body: { name, numerotation: values.numerotation.trim(), nsf_code: orNull(values.nsf_code) } };
    case 'category':
      return { kind: 'category', body: { name, irt_link: orNull(values.irt_link) } };
    case 'place':
      return {
        kind: 'place',
        body: {
          name,
          address: orNull(values.address),
          zip_code: orNull(values.zip_code),
          city_id: values.city_id === '' ? null : Number(values.city_id),
          type: values.type,
          exclusive: values.exclusive,
        },
      };
    case 'named':
      return { kind: 'named', body: { name } };
  }
}

export interface ReferenceItemDialogProps {
  list: ReferenceListDefinition;
  /** The item renamed; null to add one. */
  item: EditorItem | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Adds or edits an item of a reference list: the name, plus the numbering of a theme, the link of a
 * training category, the address of a place (a 5-digit postal code looks its communes up; one is
 * chosen at once, several are offered) and whether it is Présentiel or Distanciel.
 */
export function ReferenceItemDialog({ list, item, open, onClose }: ReferenceItemDialogProps) {
  const titleId = useId();
  const save = useSaveReferenceItem(list.type);
  const { control, handleSubmit, setError, reset, watch, setValue, getValues } = useForm<Values>({ defaultValues: valuesOf(item) });
  // Field messages show under their fields; the banner repeats the server's message.
  const { submit, failure, setFailure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: MESSAGES.referenceCreationFailed.text,
    save: (values: Values) => save.mutateAsync({ id: item?.id ?? null, payload: payloadOf(list, values) }),
    // The reference editor says 'créé' after an addition and after an edit alike.
    success: MESSAGES.itemCreated,
    onSuccess: () => onClose(),
  });

  useEffect(() => {
    if (open) {
      reset(valuesOf(item));
      setFailure(null);
    }
  }, [open, item, reset, setFailure]);

  const isPlace = list.kind === 'place';
  const zip = watch('zip_code').trim();
  const cities = useCities(isPlace ? zip : '');
  const zipComplete = ZIP_CODE_PATTERN.test(zip);
  useEffect(() => {
    if (!isPlace) return;
    if (!zipComplete) {
      if (getValues('city_id') !== '') setValue('city_id', '');
      return;
    }
    const found = cities.data;
    if (!found) return;
    const chosen = getValues('city_id');
    if (found.length === 1 && chosen !== String(found[0].id)) setValue('city_id', String(found[0].id));
    else if (chosen !== '' && !found.some((city) => String(city.id) === chosen)) setValue('city_id', '');
  }, [isPlace, zipComplete, cities.data, getValues, setValue]);


  const title = item ? `Modifier : ${item.name}` : `Ajouter : ${list.label}`;
  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {list.kind === 'theme' && (
              <FormTextField
                control={control}
                name="numerotation"
                label="Numérotation"
                required
                rules={{ validate: requiredText(NUMBERING_REQUIRED) }}
                slotProps={{ htmlInput: { maxLength: 40 } }}
              />
            )}
            <FormTextField control={control} name="name" label="Nom" required rules={{ validate: requiredText(NAME_REQUIRED) }} slotProps={{ htmlInput: { maxLength: 255 } }} />
            {list.kind === 'theme' && (
              <FormTextField
                control={control}
                name="nsf_code"
                label="Code NSF (spécialité de formation)"
                helperText="Trois chiffres de la Nomenclature des spécialités de formation, repris au cadre F-4 du BPF."
                inputMode="numeric"
                slotProps={{ htmlInput: { maxLength: 3 } }}
                rules={{ validate: (value: string) => value.trim() === '' || NSF_PATTERN.test(value.trim()) || NSF_INVALID }}
              />
            )}
            {list.kind === 'category' && (
              <FormTextField control={control} name="irt_link" label="Lien vers la page de l'IRT" type="url" slotProps={{ htmlInput: { maxLength: 500 } }} />
            )}
            {isPlace && (
              <>
                <FormSelectField control={control} name="type" label="Type" options={PLACE_TYPES} />
                <FormTextField control={control} name="address" label="Adresse" slotProps={{ htmlInput: { maxLength: 255 } }} />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
                  <FormTextField
                    control={control}
                    name="zip_code"
                    label="Code postal"
                    inputMode="numeric"
                    slotProps={{ htmlInput: { maxLength: 5 } }}
                    rules={{ validate: (value: string) => value.trim() === '' || ZIP_CODE_PATTERN.test(value.trim()) || ZIP_INVALID }}
                  />
                  <FormSelectField
                    control={control}
                    name="city_id"
                    label="Ville"
                    disabled={!zipComplete || !cities.data?.length}
                    loading={zipComplete && cities.isFetching}
                    options={zipComplete ? cities.data?.map((city) => ({ value: String(city.id), label: city.name })) : []}
                    helperText={zipComplete && cities.data?.length === 0 ? 'Aucune commune ne correspond à ce code postal.' : undefined}
                  />
                </Box>
                <FormCheckboxField
                  control={control}
                  name="exclusive"
                  label={EXCLUSIVE_PLACE}
                  helperText="Jamais réservé par deux formations en même temps : un enregistrement qui le ferait est refusé."
                />
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {item ? 'Modifier' : 'Ajouter'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

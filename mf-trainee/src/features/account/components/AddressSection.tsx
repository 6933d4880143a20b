import { useEffect } from 'react';
import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { useCities, ZIP_CODE_PATTERN } from '@irt/shared-auth/endpoints';
import { AccountTextField, SelectField } from './fields';
import { idValue, textValue, toId, toText } from './form-values';
import { SaveButton } from './SaveButton';
import { SectionCard } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

interface AddressValues {
  street_number: string;
  street_name: string;
  profile_zip_code: string;
  city_id: string;
}

const toValues = (profile: ProfileDetail | null): AddressValues => ({
  street_number: textValue(profile?.street_number),
  street_name: textValue(profile?.street_name),
  profile_zip_code: textValue(profile?.profile_zip_code),
  city_id: idValue(profile?.city_id),
});

const toBody = (values: AddressValues) => ({
  street_number: toText(values.street_number),
  street_name: toText(values.street_name),
  profile_zip_code: toText(values.profile_zip_code),
  city_id: toId(values.city_id),
});

const SERVER_FIELDS = { street_number: 'street_number', street_name: 'street_name', profile_zip_code: 'profile_zip_code', city_id: 'city_id' } as const;

/**
 * 'Adresse personnelle'. A 5-character postal code looks its communes up; a single one is
 * chosen at once, several are offered in the town picker; emptying the code clears the town.
 */
export function AddressSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const { form, submit, failure, pending } = useSectionForm({ section: 'Adresse personnelle', profile, toValues, toBody, serverFields: SERVER_FIELDS });
  const { control, watch, setValue, getValues } = form;
  const zip = watch('profile_zip_code').trim();
  const cities = useCities(zip);
  const complete = ZIP_CODE_PATTERN.test(zip);

  useEffect(() => {
    if (!complete) {
      if (getValues('city_id') !== '') setValue('city_id', '', { shouldDirty: true });
      return;
    }
    const found = cities.data;
    if (!found) return;
    const chosen = getValues('city_id');
    if (found.length === 1 && chosen !== String(found[0].id)) setValue('city_id', String(found[0].id), { shouldDirty: true });
    else if (chosen !== '' && !found.some((city) => String(city.id) === chosen)) setValue('city_id', '', { shouldDirty: true });
  }, [complete, cities.data, getValues, setValue]);

  const noCity = complete && cities.data?.length === 0;
  return (
    <SectionCard anchor="adresse" title="Adresse personnelle" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 3fr' } }}>
          <AccountTextField control={control} name="street_number" label="Numéro" disabled={disabled} slotProps={{ htmlInput: { maxLength: 20 } }} />
          <AccountTextField control={control} name="street_name" label="Voie" autoComplete="address-line1" disabled={disabled} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <AccountTextField
            control={control}
            name="profile_zip_code"
            label="Code postal"
            inputMode="numeric"
            autoComplete="postal-code"
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 5 } }}
            rules={{ validate: (value: string) => value.trim() === '' || ZIP_CODE_PATTERN.test(value.trim()) || 'Le code postal doit comporter 5 chiffres.' }}
          />
          <SelectField
            control={control}
            name="city_id"
            label="Ville"
            disabled={disabled || !complete || !cities.data?.length}
            options={complete ? cities.data?.map((city) => ({ id: city.id, name: city.name })) : []}
            helperText={noCity ? 'Aucune commune ne correspond à ce code postal.' : undefined}
          />
        </Box>
        <SaveButton pending={pending} disabled={disabled} />
      </Box>
    </SectionCard>
  );
}

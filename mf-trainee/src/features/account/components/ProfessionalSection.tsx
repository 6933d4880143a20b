import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { ZIP_CODE_PATTERN } from '@irt/shared-auth/endpoints';
import { AccountTextField, SelectField } from './fields';
import { idValue, textValue, toId, toText } from './form-values';
import { SaveButton } from './SaveButton';
import { SectionCard } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { useLookup } from '@irt/shared-auth/query';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

interface ProfessionalValues {
  professional_situation_id: string;
  professional_category_id: string;
  degree_id: string;
  activity_sector_id: string;
  company_name: string;
  company_size_id: string;
  company_zip_code: string;
}

const toValues = (profile: ProfileDetail | null): ProfessionalValues => ({
  professional_situation_id: idValue(profile?.professional_situation_id),
  professional_category_id: idValue(profile?.professional_category_id),
  degree_id: idValue(profile?.degree_id),
  activity_sector_id: idValue(profile?.activity_sector_id),
  company_name: textValue(profile?.company_name),
  company_size_id: idValue(profile?.company_size_id),
  company_zip_code: textValue(profile?.company_zip_code),
});

const toBody = (values: ProfessionalValues) => ({
  professional_situation_id: toId(values.professional_situation_id),
  professional_category_id: toId(values.professional_category_id),
  degree_id: toId(values.degree_id),
  activity_sector_id: toId(values.activity_sector_id),
  company_name: toText(values.company_name),
  company_size_id: toId(values.company_size_id),
  company_zip_code: toText(values.company_zip_code),
});

const SERVER_FIELDS = {
  professional_situation_id: 'professional_situation_id',
  professional_category_id: 'professional_category_id',
  degree_id: 'degree_id',
  activity_sector_id: 'activity_sector_id',
  company_name: 'company_name',
  company_size_id: 'company_size_id',
  company_zip_code: 'company_zip_code',
} as const;

/** 'Informations professionnelles': situation, category, degree, sector and the employer. */
export function ProfessionalSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const { form, submit, failure, pending } = useSectionForm({ section: 'Informations professionnelles', profile, toValues, toBody, serverFields: SERVER_FIELDS });
  const { control } = form;
  const situations = useLookup('professional-situations');
  const categories = useLookup('professional-categories');
  const degrees = useLookup('degrees');
  const sectors = useLookup('activity-sectors');
  const sizes = useLookup('company-sizes');
  return (
    <SectionCard anchor="informations-professionnelles" title="Informations professionnelles" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField control={control} name="professional_situation_id" label="Situation professionnelle" options={situations.data} disabled={disabled} />
          <SelectField control={control} name="professional_category_id" label="Catégorie professionnelle" options={categories.data} disabled={disabled} />
          <SelectField control={control} name="degree_id" label="Diplôme" options={degrees.data} disabled={disabled} />
          <SelectField control={control} name="activity_sector_id" label="Secteur d'activité" options={sectors.data} disabled={disabled} />
          <AccountTextField control={control} name="company_name" label="Nom de l'entreprise" autoComplete="organization" disabled={disabled} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <SelectField control={control} name="company_size_id" label="Taille de l'entreprise" options={sizes.data} disabled={disabled} />
          <AccountTextField
            control={control}
            name="company_zip_code"
            label="Code postal de l'entreprise"
            inputMode="numeric"
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 5 } }}
            rules={{ validate: (value: string) => value.trim() === '' || ZIP_CODE_PATTERN.test(value.trim()) || 'Le code postal doit comporter 5 chiffres.' }}
          />
        </Box>
        <SaveButton pending={pending} disabled={disabled} />
      </Box>
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { AccountTextField } from './fields';
import { textValue, toText } from './form-values';
import { SaveButton } from './SaveButton';
import { SectionCard } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

interface BankValues {
  iban: string;
  bic: string;
}

const toValues = (profile: ProfileDetail | null): BankValues => ({ iban: textValue(profile?.iban), bic: textValue(profile?.bic) });
const toBody = (values: BankValues) => ({ iban: toText(values.iban), bic: toText(values.bic) });

/** 'Coordonnées bancaires': IBAN and BIC, checked by the server (checksum, ISO 9362). */
export function BankSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const { form, submit, failure, pending } = useSectionForm({ section: 'Coordonnées bancaires', profile, toValues, toBody, serverFields: { iban: 'iban', bic: 'bic' } });
  return (
    <SectionCard anchor="coordonnees-bancaires" title="Coordonnées bancaires" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <AccountTextField control={form.control} name="iban" label="IBAN" disabled={disabled} slotProps={{ htmlInput: { maxLength: 42, spellCheck: false } }} />
          <AccountTextField control={form.control} name="bic" label="BIC" disabled={disabled} slotProps={{ htmlInput: { maxLength: 11, spellCheck: false } }} />
        </Box>
        <SaveButton pending={pending} disabled={disabled} />
      </Box>
    </SectionCard>
  );
}

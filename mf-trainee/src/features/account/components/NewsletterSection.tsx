import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProfileDetail } from '@irt/api/contract';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveButton } from './SaveButton';
import { SectionCard } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

interface NewsletterValues {
  subscribed_to_newsletter: boolean;
}

const toValues = (profile: ProfileDetail | null): NewsletterValues => ({ subscribed_to_newsletter: profile?.subscribed_to_newsletter ?? false });

/** 'Abonnement newsletter'. */
export function NewsletterSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const { form, submit, failure, pending } = useSectionForm({ section: 'Abonnement newsletter', profile, toValues, toBody: (values) => values, serverFields: {} });
  return (
    <SectionCard anchor="newsletter" title="Abonnement newsletter" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={submit}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Recevez les nouvelles formations et l&apos;actualité de l&apos;institut par email.
        </Typography>
        <FormSwitchField control={form.control} name="subscribed_to_newsletter" label="Je souhaite recevoir la newsletter" disabled={disabled} />
        <SaveButton pending={pending} disabled={disabled} />
      </Box>
    </SectionCard>
  );
}

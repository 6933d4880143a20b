import { useState } from 'react';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import type { ProfileDetail } from '@irt/api/contract';
import { VEHICLE_REGISTRATION_MAX_KB } from '@irt/api/constants';
import { useDeleteVehicle, useUploadVehicleRegistration } from '../api/upload-mutations';
import { FileUploadButton } from './FileUploadButton';
import { SelectField } from './fields';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { idValue, toId } from './form-values';
import { SaveButton } from './SaveButton';
import { SectionCard } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { useLookup } from '@irt/shared-auth/query';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

const MAX_KB = VEHICLE_REGISTRATION_MAX_KB;

interface VehicleValues {
  has_vehicle: boolean;
  vehicle_category_id: string;
}

const toValues = (profile: ProfileDetail | null): VehicleValues => ({
  has_vehicle: profile?.has_vehicle ?? false,
  vehicle_category_id: idValue(profile?.vehicle_category_id),
});
const toBody = (values: VehicleValues) => ({ has_vehicle: true, vehicle_category_id: toId(values.vehicle_category_id) });

/**
 * 'Véhicule personnel'. The fiscal power and the registration document show once the switch is on;
 * switching off a recorded vehicle asks first, then removes it with its document.
 */
export function VehicleSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const { form, submit, failure, pending } = useSectionForm({ section: 'Véhicule personnel', profile, toValues, toBody, serverFields: { vehicle_category_id: 'vehicle_category_id' } });
  const categories = useLookup('vehicle-categories');
  const profileId = profile?.id ?? 0;
  const upload = useUploadVehicleRegistration(profileId);
  const remove = useDeleteVehicle(profileId);
  const [confirming, setConfirming] = useState(false);
  const hasVehicle = form.watch('has_vehicle');

  const toggle = (checked: boolean) => {
    if (!checked && profile?.has_vehicle) setConfirming(true);
    else form.setValue('has_vehicle', checked);
  };

  const removal = useSaveForm({
    save: () => remove.mutateAsync(),
    success: (answer) => serverMessage(answer.message),
    onSuccess: () => form.setValue('has_vehicle', false),
  });
  const removeFailure = removal.failure;

  const confirmRemoval = async () => {
    await removal.submit({});
    setConfirming(false);
  };

  return (
    <SectionCard anchor="vehicule" title="Véhicule personnel" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      {removeFailure && <SaveFailureAlert {...removeFailure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={submit}>
        <FormSwitchField control={form.control} name="has_vehicle" label="J'utilise mon véhicule personnel" disabled={disabled} onToggle={toggle} />
        {hasVehicle && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <SelectField
              control={form.control}
              name="vehicle_category_id"
              label="Puissance fiscale"
              disabled={disabled}
              options={categories.data?.map((category) => ({ id: category.id, name: category.category }))}
            />
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Carte grise
              </Typography>
              {profile?.vehicle_registration_pdf && profile.temporary_vehicle_registration_url ? (
                <Link href={profile.temporary_vehicle_registration_url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mb: 1 }}>
                  Voir la carte grise déposée
                </Link>
              ) : (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Aucune carte grise déposée pour le moment.
                </Typography>
              )}
              <FileUploadButton
                label={profile?.vehicle_registration_pdf ? 'Remplacer la carte grise' : 'Déposer la carte grise'}
                inputLabel="Carte grise (PDF)"
                accept="application/pdf"
                maxKb={MAX_KB}
                hint={`PDF, ${MAX_KB} Ko au plus`}
                errorTitle={MESSAGES.vehicleRegistrationSaveFailed.text}
                upload={upload.mutateAsync}
                onUploaded={() => notify(MESSAGES.vehicleRegistrationSaved)}
                disabled={disabled || !profile}
              />
            </Box>
            <SaveButton pending={pending} disabled={disabled} />
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Supprimer le véhicule"
        message="Toutes les informations de votre véhicule et la carte grise déposée seront perdues."
        confirmLabel="supprimer"
        cancelLabel="annuler"
        confirmColor="error"
        pending={remove.isPending}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { CPH_MANDATE_NAME, ProfileMandate } from '@irt/api/contract';
import { useAddMandate, useUpdateMandate } from '../api/union-mandate-mutations';
import { SelectField } from './fields';
import { idValue, toId } from './form-values';
import { useLookup } from '@irt/shared-auth/query';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

/** The councillor mandate, spelled as the API's reference list spells it (checked against the contract). */
export const CPH_MANDATE: typeof CPH_MANDATE_NAME = 'Conseiller Prud’hommes';
const MANDATE_ERROR_TITLE = MESSAGES.mandateSaveFailed.text;

interface MandateValues {
  mandate_id: string;
  council_id: string;
  council_section_id: string;
}

const SERVER_FIELDS = { mandate_id: 'mandate_id', council_id: 'council_id', council_section_id: 'council_section_id' } as const;

export interface MandateDialogProps {
  profileId: number;
  /** The mandate to change (council and section of a CPH mandate); a new one when absent. */
  mandate?: ProfileMandate;
  onClose: () => void;
}

/**
 * 'Ajouter un mandat' / 'Modifier le mandat'. The councillor mandate (CPH) needs its
 * council and section, and 'Créer' stays disabled until both are chosen.
 */
export function MandateDialog({ profileId, mandate, onClose }: MandateDialogProps) {
  const titleId = useId();
  const mandates = useLookup('mandates');
  const councils = useLookup('councils');
  const sections = useLookup('council-sections');
  const add = useAddMandate(profileId);
  const update = useUpdateMandate(profileId);
  const pending = add.isPending || update.isPending;
  const { control, handleSubmit, setError, watch } = useForm<MandateValues>({
    defaultValues: {
      mandate_id: idValue(mandate?.mandate_id),
      council_id: idValue(mandate?.council?.id),
      council_section_id: idValue(mandate?.council_section?.id),
    },
  });
  const [mandateId, councilId, sectionId] = watch(['mandate_id', 'council_id', 'council_section_id']);
  const isCph = mandate ? mandate.is_cph : mandates.data?.find((item) => String(item.id) === mandateId)?.name === CPH_MANDATE;
  const ready = mandateId !== '' && (!isCph || (councilId !== '' && sectionId !== ''));

  const { submit, failure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: MANDATE_ERROR_TITLE,
    save: async (values: MandateValues) => {
      const place = isCph ? { council_id: toId(values.council_id), council_section_id: toId(values.council_section_id) } : {};
      if (mandate) await update.mutateAsync({ pivotId: mandate.id, is_valid: true, ...place });
      else await add.mutateAsync({ mandate_id: Number(values.mandate_id), is_valid: true, ...place });
    },
    success: mandate ? MESSAGES.mandateUpdated : MESSAGES.mandateAdded,
    onSuccess: () => onClose(),
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>{mandate ? `Modifier le mandat ${mandate.name}` : 'Ajouter un mandat'}</DialogTitle>
        <DialogContent>
          {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mandate ? (
              <Typography>{mandate.name}</Typography>
            ) : (
              <SelectField control={control} name="mandate_id" label="Mandat" options={mandates.data} />
            )}
            {isCph && (
              <>
                <SelectField control={control} name="council_id" label="Conseil de prud'hommes" options={councils.data} />
                <SelectField control={control} name="council_section_id" label="Section" options={sections.data} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !ready}>
            {mandate ? 'Modifier' : 'Créer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

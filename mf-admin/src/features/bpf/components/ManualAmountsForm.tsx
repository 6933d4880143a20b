import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BpfManualKey, BpfManualPayload, BpfReport } from '@irt/api/contract';
import { FormNumberField } from '@irt/shared-ui/forms/FormNumberField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { parseDecimal } from '@irt/shared-ui/forms';
import { NOTIFICATION_DURATION_MS } from '@irt/shared-ui/messages';
import { useSaveBpfManual } from '../api/save-bpf-manual';

/** The amounts the portal cannot know, in the form's order, with the line they fill. */
export const MANUAL_FIELDS: readonly { key: BpfManualKey; label: string }[] = [
  { key: 'c_opco', label: 'C-2 · OPCO, fonds d’assurance' },
  { key: 'c_pouvoirs_publics', label: 'C-3 · Pouvoirs publics' },
  { key: 'c_organismes', label: 'C-5 · Autres organismes' },
  { key: 'c_autres_saisis', label: 'C-7 · Autres produits' },
  { key: 'd_autres_charges', label: 'D-2 · Autres charges' },
  { key: 'd_salaires', label: 'D · Salaires des formateurs' },
  { key: 'd_prestations', label: 'D · Prestations, honoraires' },
];

type Values = Record<BpfManualKey, string>;

const valuesOf = (manual: BpfReport['manual']): Values =>
  Object.fromEntries(MANUAL_FIELDS.map(({ key }) => [key, manual[key] === null ? '' : manual[key].replace('.', ',')])) as Values;

/** '1 500,5' → '1500.50'; blank → null. */
function amountOf(text: string): string | null {
  const value = parseDecimal(text);
  return value === null ? null : value.toFixed(2);
}

const SERVER_FIELDS = Object.fromEntries(MANUAL_FIELDS.map(({ key }) => [key, key])) as Record<BpfManualKey, BpfManualKey>;

/** 'Montants à compléter': what the administrateur enters for cadres C and D, saved together. */
export function ManualAmountsForm({ report }: { report: BpfReport }) {
  const save = useSaveBpfManual(report.year);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ defaultValues: valuesOf(report.manual) });
  const { submit, failure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: 'Les montants n’ont pas pu être enregistrés',
    save: (values: Values) => save.mutateAsync(Object.fromEntries(MANUAL_FIELDS.map(({ key }) => [key, amountOf(values[key])])) as BpfManualPayload),
    success: { kind: 'success', text: `Les montants du BPF ${report.year} sont enregistrés.`, durationMs: NOTIFICATION_DURATION_MS },
  });
  useEffect(() => reset(valuesOf(report.manual)), [report.manual, reset]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bpf-manual-title" sx={{ p: 2 }}>
      <Typography id="bpf-manual-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Montants à compléter
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Ce que le portail ne connaît pas : les financements reçus hors formations payantes et les charges autres que les défraiements. Montants hors taxes, en euros.
      </Typography>
      <form noValidate onSubmit={handleSubmit(submit)}>
        {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
          {MANUAL_FIELDS.map(({ key, label }) => (
            <FormNumberField key={key} control={control} name={key} label={label} min={0} max={999999999.99} slotProps={{ input: { endAdornment: '€' } }} />
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Enregistrer les montants
          </Button>
        </Box>
      </form>
    </Paper>
  );
}

import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@irt/shared-ui/forms/FormTextField';
import { useState } from 'react';
import { checkPeriod, type PeriodInput, type PeriodQuery } from '../export-period';
import type { ExportDefinition } from '../export-list';

export interface ExportDateDialogProps {
  /** The export asked for (null: the dialog is closed). */
  definition: ExportDefinition | null;
  onCancel: () => void;
  onExport: (definition: ExportDefinition, period: PeriodQuery) => void;
}

/**
 * The period of an export: a start and an end date in French (jj/mm/aaaa), both required, real days,
 * the start not after the end; each refusal in the dialog's own words.
 */
export function ExportDateDialog({ definition, onCancel, onExport }: ExportDateDialogProps) {
  return (
    <Dialog open={definition !== null} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="export-dialog-title">
      {definition && <ExportDateForm key={definition.id} definition={definition} onCancel={onCancel} onExport={onExport} />}
    </Dialog>
  );
}

/** Digits and slashes: the numeric keyboard on a phone. */
const DATE_INPUT = { htmlInput: { inputMode: 'numeric' as const } };

function ExportDateForm({ definition, onCancel, onExport }: { definition: ExportDefinition } & Omit<ExportDateDialogProps, 'definition'>) {
  const { control, handleSubmit } = useForm<PeriodInput>({ defaultValues: { start: '', end: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = handleSubmit((values) => {
    const check = checkPeriod(values);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setRefusal(null);
    onExport(definition, check.query);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="export-dialog-title">{`${definition.label} (${definition.format})`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{definition.description} Choisissez la période.</DialogContentText>
        <Stack spacing={2}>
          <FormTextField control={control} name="start" label="Date de début" placeholder="jj/mm/aaaa" autoComplete="off" required slotProps={DATE_INPUT} />
          <FormTextField control={control} name="end" label="Date de fin" placeholder="jj/mm/aaaa" autoComplete="off" required slotProps={DATE_INPUT} />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuler</Button>
        <Button type="submit" variant="contained">
          Exporter
        </Button>
      </DialogActions>
    </form>
  );
}

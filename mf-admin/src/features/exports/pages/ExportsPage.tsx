import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readApiError } from '@irt/shared-auth';
import { downloadFile } from '@irt/shared-auth/download';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { notify } from '@irt/shared-ui/components/notifications';
import { FormTextField } from '@irt/shared-ui/forms/FormTextField';
import { MESSAGES } from '@irt/shared-ui/messages';
import { usePercentageStats, useTopStaff, useTrainingStats } from '../api/get-statistics';
import { ExportDateDialog } from '../components/ExportDateDialog';
import { ExportProgressOverlay } from '../components/ExportProgressOverlay';
import { ChartsSkeleton, ShareCharts, TopStaffTable, YearCharts } from '../components/StatisticsCharts';
import { DIALOG_EXPORTS, UNION_EXPORT, type ExportDefinition } from '../export-list';
import { checkPeriod, MISSING_PERIOD_ALERT, type PeriodInput, type PeriodQuery } from '../export-period';

const DATE_INPUT = { htmlInput: { inputMode: 'numeric' as const } };

function useExportDownload() {
  return useMutation({
    mutationFn: ({ definition, period }: { definition: ExportDefinition; period: PeriodQuery }) => downloadFile(definition.path, { query: period }, definition.fallbackName),
    onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message),
  });
}

/** The union bilan: its period on the page, 'Dates manquantes' when it is exported without one. */
function UnionBilanCard({ onExport, busy }: { onExport: (period: PeriodQuery) => void; busy: boolean }) {
  const { control, handleSubmit } = useForm<PeriodInput>({ defaultValues: { start: '', end: '' } });
  const [refusal, setRefusal] = useState<{ title?: string; detail: string } | null>(null);
  const submit = handleSubmit((values) => {
    const check = checkPeriod(values);
    if (check.ok) {
      setRefusal(null);
      onExport(check.query);
    } else if (check.reason === 'missing') setRefusal(MISSING_PERIOD_ALERT);
    else setRefusal({ detail: check.message });
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="union-bilan-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="union-bilan-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Bilan des formations syndicales
        </Typography>
        <Chip size="small" label={UNION_EXPORT.format} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {UNION_EXPORT.description}
      </Typography>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField control={control} name="start" label="Du" placeholder="jj/mm/aaaa" autoComplete="off" slotProps={DATE_INPUT} />
          <FormTextField control={control} name="end" label="Au" placeholder="jj/mm/aaaa" autoComplete="off" slotProps={DATE_INPUT} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, minHeight: 56 }}>
            {UNION_EXPORT.label}
          </Button>
        </Stack>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal.title && <AlertTitle>{refusal.title}</AlertTitle>}
            {refusal.detail}
          </Alert>
        )}
      </form>
    </Paper>
  );
}

function ExportCard({ definition, onOpen, busy }: { definition: ExportDefinition; onOpen: () => void; busy: boolean }) {
  const titleId = `export-${definition.id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {definition.label}
        </Typography>
        <Chip size="small" label={definition.format} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {definition.description}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={onOpen} disabled={busy} aria-label={`Exporter : ${definition.label}`}>
          Exporter
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * 'Exports et statistiques' (/exports, administrateur): the five exports of a period (four through the
 * date dialog, the union bilan with its period on the page), the progress overlay while a file is made,
 * then the figures of the trainings held: four charts by year and type, the shares by type of the
 * latest year, the staff most present in the teams.
 */
export default function ExportsPage() {
  const [asked, setAsked] = useState<ExportDefinition | null>(null);
  const download = useExportDownload();
  const stats = useTrainingStats();
  const shares = usePercentageStats();
  const top = useTopStaff();

  const run = (definition: ExportDefinition, period: PeriodQuery) => {
    setAsked(null);
    download.mutate({ definition, period });
  };

  return (
    <>
      <PageHeader title="Exports et statistiques" />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="exports-title">
          <Typography id="exports-title" component="h2" variant="h6" sx={{ mb: 2 }}>
            Exports
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
            {DIALOG_EXPORTS.map((definition) => (
              <ExportCard key={definition.id} definition={definition} busy={download.isPending} onOpen={() => setAsked(definition)} />
            ))}
          </Box>
          <UnionBilanCard busy={download.isPending} onExport={(period) => run(UNION_EXPORT, period)} />
          <Paper variant="outlined" component="section" aria-labelledby="bpf-link-title" sx={{ p: 2, mt: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id="bpf-link-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Bilan pédagogique et financier (BPF)
              </Typography>
              <Chip size="small" label=".xlsx" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Les cadres C, D, E, F-1, F-3 et F-4 du Cerfa 10443 d’une année, calculés à partir des présences, des heures et des régies, chaque chiffre avec ses lignes ; les montants à compléter et la clôture de l’année.
            </Typography>
            <Button component={RouterLink} to="/exports/bpf" variant="outlined">
              Ouvrir le BPF
            </Button>
          </Paper>
        </Box>

        <Box component="section" aria-labelledby="statistics-title">
          <Typography id="statistics-title" component="h2" variant="h6" sx={{ mb: 2 }}>
            Statistiques des formations réalisées
          </Typography>
          <Stack spacing={2}>
            {stats.isPending ? <ChartsSkeleton /> : stats.isError ? <Alert severity="error">Les statistiques n’ont pas pu être chargées.</Alert> : <YearCharts stats={stats.data} />}
            {shares.data && <ShareCharts stats={stats.data} shares={shares.data} />}
            {top.data && <TopStaffTable top={top.data} />}
          </Stack>
        </Box>
      </Stack>
      <ExportDateDialog definition={asked} onCancel={() => setAsked(null)} onExport={run} />
      <ExportProgressOverlay open={download.isPending} />
    </>
  );
}

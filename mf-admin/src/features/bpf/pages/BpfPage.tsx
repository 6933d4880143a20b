import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BpfFigure, BpfReport } from '@irt/api/contract';
import { readApiError } from '@irt/shared-auth';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, NOTIFICATION_DURATION_MS } from '@irt/shared-ui/messages';
import { useBpf } from '../api/get-bpf';
import { useCloseBpf } from '../api/close-bpf';
import { useExportBpf } from '../api/export-bpf';
import { CadreTable } from '../components/CadreTable';
import { FigureRowsDialog } from '../components/FigureRowsDialog';
import { ManualAmountsForm } from '../components/ManualAmountsForm';
import { CADRES, formatClosedAt } from '../format';

/** The years offered: the current one and the six before, newest first. */
export function bpfYears(now = new Date()): number[] {
  const current = Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now));
  return Array.from({ length: 7 }, (_, i) => current - i);
}

/** The BPF is filed in the spring for the year before: the page opens on that year. */
const defaultYear = () => bpfYears()[1];

/** The agreement of F-1, F-3 and F-4 (the contract's BPF_MESSAGES.agrees for the green case). */
function AgreementCheck({ check }: { check: BpfReport['check'] }) {
  return check.agrees ? (
    <Alert severity="success">Les totaux des cadres F-1, F-3 et F-4 concordent (stagiaires et heures-stagiaires).</Alert>
  ) : (
    <Alert severity="error">
      <AlertTitle>Les totaux des cadres F-1, F-3 et F-4 ne concordent pas</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {check.differences.map((difference) => (
          <li key={difference}>{difference}</li>
        ))}
      </Box>
    </Alert>
  );
}

function ClosedState({ report }: { report: BpfReport }) {
  if (!report.closed_at) return null;
  return (
    <Alert severity="info">
      <AlertTitle>
        Clôturé {formatClosedAt(report.closed_at)}
        {report.closed_by ? ` par ${report.closed_by}` : ''}
      </AlertTitle>
      Ces chiffres et leurs lignes sont ceux du jour de la clôture : les présences, paiements ou anonymisations survenus depuis ne les changent pas. Les personnes y sont désignées par leur numéro de profil.
    </Alert>
  );
}

/**
 * 'Bilan pédagogique et financier' (/exports/bpf, administrateur): the year chosen (in the address),
 * the cadres C, D, E, F-1, F-3 and F-4 with their figures, each opening the rows it counts; the amounts
 * to complete; the agreement of F-1, F-3 and F-4; the workbook; the closing that freezes the year.
 */
export default function BpfPage() {
  const [params, setParams] = useSearchParams();
  const years = bpfYears();
  const asked = Number(params.get('annee'));
  const year = years.includes(asked) ? asked : defaultYear();
  const bpf = useBpf(year);
  const exporting = useExportBpf(year);
  const closing = useCloseBpf(year);
  const [figure, setFigure] = useState<BpfFigure | null>(null);
  const [confirming, setConfirming] = useState(false);

  const close = () =>
    closing.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify({ kind: 'success', text: `Le BPF ${year} est clôturé.`, durationMs: NOTIFICATION_DURATION_MS });
      },
      onError: (error) => {
        setConfirming(false);
        notify(MESSAGES.documentFailed, readApiError(error).message);
      },
    });

  const report = bpf.data;
  return (
    <>
      <PageHeader title="Bilan pédagogique et financier" />
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Le BPF (Cerfa 10443) de l’année choisie, calculé à partir des formations réalisées, des présences, des heures de l’équipe et des régies.{' '}
          <RouterLink to="/exports">Retour aux exports</RouterLink>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Année"
            value={String(year)}
            onChange={(event) => setParams({ annee: event.target.value }, { replace: true })}
            sx={{ minWidth: 140 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => exporting.mutate()} disabled={exporting.isPending || !report}>
            Exporter (.xlsx)
          </Button>
          {report && !report.closed_at && (
            <Button variant="contained" color="warning" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              Clôturer le BPF {year}
            </Button>
          )}
        </Stack>

        {bpf.isPending ? (
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        ) : bpf.isError ? (
          <Alert severity="error">Le BPF n’a pas pu être chargé : {readApiError(bpf.error).message}</Alert>
        ) : (
          <>
            <ClosedState report={bpf.data} />
            <AgreementCheck check={bpf.data.check} />
            {!bpf.data.closed_at && <ManualAmountsForm report={bpf.data} />}
            <Typography variant="body2" color="text.secondary">
              Heures-stagiaires : chaque demi-journée de présence compte {String(bpf.data.hours_per_half_day).replace('.', ',')} h. Un chiffre souligné ouvre les lignes qu’il compte.
            </Typography>
            {CADRES.map((cadre) => (
              <CadreTable key={cadre} cadre={cadre} figures={bpf.data.figures.filter((f) => f.cadre === cadre)} onOpenRows={setFigure} />
            ))}
          </>
        )}
      </Stack>
      <FigureRowsDialog year={year} figure={figure} onClose={() => setFigure(null)} />
      <ConfirmDialog
        open={confirming}
        title={`Clôturer le BPF ${year} ?`}
        message={
          <>
            <p>La clôture fige les chiffres du BPF {year} et les lignes qu’ils comptent, tels qu’ils sont aujourd’hui : c’est la version déclarée.</p>
            <p>
              Elle est définitive : les présences saisies ensuite, les paiements ou l’anonymisation des comptes ne les modifieront plus, et les montants saisis ne
              pourront plus être changés.
            </p>
          </>
        }
        confirmLabel={`Clôturer le BPF ${year}`}
        confirmColor="error"
        pending={closing.isPending}
        onConfirm={close}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

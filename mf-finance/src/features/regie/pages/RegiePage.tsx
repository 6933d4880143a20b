import { useCallback, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { readApiError } from '@irt/shared-auth';
import { useListController } from '@irt/shared-auth/query';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { formatEuros } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useCreateRegie } from '../api/create-regie';
import { useExportRegie } from '../api/export-regie';
import { useCurrentRegie } from '../api/get-current-regie';
import { useRegieReport } from '../api/get-regie-report';
import type { OpenExpense } from '../components/regie-columns';
import { RegieTrainingGroup } from '../components/RegieTrainingGroup';
import { AmountsToCheck } from '../components/AmountsToCheck';
import { PayableExpensePanel } from '../../expense-panel/components/PayableExpensePanel';

/**
 * /regie (spec 002 §2 'Payment batch page'), the administrateur's: the current régie, its payments
 * grouped by training with a total per training, 10 trainings a page (the page in the address), the
 * export as .xlsx and the opening of the next régie. A row opens the person's expense panel, with its
 * payment section, over the régie.
 */
export default function RegiePage() {
  const [opened, setOpened] = useState<{ trainingId: number; profileId: number } | null>(null);
  const openExpense = useCallback<OpenExpense>((trainingId, profileId) => setOpened({ trainingId, profileId }), []);
  return (
    <>
      <RegieView onOpenExpense={openExpense} />
      {opened && <PayableExpensePanel {...opened} open onClose={() => setOpened(null)} />}
    </>
  );
}

export function RegieView({ onOpenExpense }: { onOpenExpense: OpenExpense }) {
  const list = useListController();
  const regie = useCurrentRegie();
  const current = regie.data ?? null;
  const report = useRegieReport(current?.id ?? null, list.page);
  const exportRegie = useExportRegie();
  const createRegie = useCreateRegie();
  const [confirming, setConfirming] = useState(false);

  const runExport = () => {
    if (!current) return;
    exportRegie.mutate(current, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) });
  };

  const openNext = () =>
    createRegie.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        list.setPage(1);
        notify(MESSAGES.paymentOrderCreated);
      },
      onError: (error) => {
        setConfirming(false);
        notify(MESSAGES.saveFailedShort, readApiError(error).message);
      },
    });

  const title = current ? `Régie en cours : ${current.order_number}` : 'Régie';

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={title}
        subtitle="Tous les paiements de la régie de ce mois"
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<Download />} onClick={runExport} disabled={!current || exportRegie.isPending}>
              Exporter la régie
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setConfirming(true)} disabled={regie.isPending}>
              Créer la nouvelle régie
            </Button>
          </Box>
        }
      />
      {current ? (
        <Typography component="p" variant="body1" sx={{ mb: 2 }}>
          {current.payments_count} paiement{current.payments_count > 1 ? 's' : ''} — Total de la régie : <strong>{formatEuros(current.total_amount)}</strong>
        </Typography>
      ) : null}
      <AmountsToCheck onOpenExpense={onOpenExpense} />
      <Paper variant="outlined">
        {regie.isPending ? (
          <ListSkeleton rows={6} />
        ) : !current ? (
          <EmptyState title={MESSAGES.noRegie.text} />
        ) : (
          <PagedList
            label={`Paiements de la régie ${current.order_number}`}
            query={report}
            page={list.page}
            onPageChange={list.setPage}
            getKey={(training) => training.training_id}
            emptyText={MESSAGES.noRegiePayments.text}
            paginationLabel="Pages de la régie"
            renderItem={(training) => (
              <Box component="li" sx={{ listStyle: 'none' }}>
                <RegieTrainingGroup training={training} onOpenExpense={onOpenExpense} />
              </Box>
            )}
          />
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Créer la nouvelle régie"
        message={
          current
            ? `La régie ${current.order_number} sera close : les prochains paiements iront dans la nouvelle régie.`
            : 'Les prochains paiements iront dans la nouvelle régie.'
        }
        confirmLabel="Créer la régie"
        onConfirm={openNext}
        onClose={() => setConfirming(false)}
        pending={createRegie.isPending}
      />
      <Backdrop open={exportRegie.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center', px: 2 }}>
          <CircularProgress color="inherit" aria-hidden />
          <Typography variant="h6" component="p">
            Génération de la régie en cours
          </Typography>
          <Typography variant="body1">Préparation en cours de votre document</Typography>
        </Box>
      </Backdrop>
    </Box>
  );
}

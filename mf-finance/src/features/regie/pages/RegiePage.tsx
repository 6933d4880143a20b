import { useCallback, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import type { Regie } from '@irt/api/contract';
import { readApiError } from '@irt/shared-auth';
import { useListController } from '@irt/shared-auth/query';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { notify } from '@irt/shared-ui/components/notifications';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { formatDate, formatDay, formatEuros } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useCreatePaymentOrder } from '../../../shared/api/create-payment-order';
import { useExportRegie } from '../api/export-regie';
import { useCurrentRegie } from '../api/get-current-regie';
import { useClosedRegies } from '../api/get-regies';
import { useRegieReport } from '../api/get-regie-report';
import type { OpenExpense } from '../components/regie-columns';
import { RegieTrainingGroup } from '../components/RegieTrainingGroup';
import { AmountsToCheck } from '../components/AmountsToCheck';
import { PayableExpensePanel } from '../../expense-panel';

/**
 * /regie, the administrateur's: the current régie, its payments
 * grouped by training with a total per training, 10 trainings a page (the page in the address), the
 * export as .xlsx and the opening of the next régie (after a confirmation that closes the current one);
 * below, the closed régies, each opened read-only (`?regie=<id>`) with its export. A row opens the
 * person's expense panel, with its payment section, over the régie.
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

/** 'novembre 2026' for '2026-11'. */
export const regieMonth = (month: string) => formatDate(`${month}-01`, 'MMMM YYYY');

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

function RegieSummary({ regie }: { regie: Regie }) {
  return (
    <Typography component="p" variant="body1" sx={{ mb: 2 }}>
      {plural(regie.payments_count, 'paiement')} — Total de la régie : <strong>{formatEuros(regie.total_amount)}</strong>
      {regie.flagged_count > 0 ? ` — ${plural(regie.flagged_count, 'virement')} vers des coordonnées bancaires modifiées` : null}
    </Typography>
  );
}

export function RegieView({ onOpenExpense }: { onOpenExpense: OpenExpense }) {
  const list = useListController({ filters: { regie: '' } });
  const selected = /^\d+$/.test(list.filters.regie) ? Number(list.filters.regie) : null;
  return selected === null ? (
    <CurrentRegieView onOpenExpense={onOpenExpense} page={list.page} setPage={list.setPage} openRegie={(id) => list.setFilter('regie', String(id))} />
  ) : (
    <ClosedRegieView regieId={selected} onOpenExpense={onOpenExpense} page={list.page} setPage={list.setPage} back={() => list.setFilter('regie', '')} />
  );
}

/** 'Exporter la régie' with its progress overlay. */
function useRegieExport() {
  const exportRegie = useExportRegie();
  const run = (regie: Regie | null) => {
    if (!regie) return;
    exportRegie.mutate(regie, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) });
  };
  const overlay = (
    <Backdrop open={exportRegie.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center', px: 2 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography variant="h6" component="p">
          Génération de la régie en cours
        </Typography>
        <Typography variant="body1">Préparation en cours de votre document</Typography>
      </Box>
    </Backdrop>
  );
  return { run, pending: exportRegie.isPending, overlay };
}

interface ViewProps {
  onOpenExpense: OpenExpense;
  page: number;
  setPage: (page: number) => void;
}

function RegiePayments({ regie, page, setPage, onOpenExpense }: ViewProps & { regie: Regie }) {
  const report = useRegieReport(regie.id, page);
  return (
    <PagedList
      label={`Paiements de la régie ${regie.order_number}`}
      query={report}
      page={page}
      onPageChange={setPage}
      getKey={(training) => training.training_id}
      emptyText={MESSAGES.noRegiePayments.text}
      paginationLabel="Pages de la régie"
      renderItem={(training) => (
        <Box component="li" sx={{ listStyle: 'none' }}>
          <RegieTrainingGroup training={training} onOpenExpense={onOpenExpense} />
        </Box>
      )}
    />
  );
}

function CurrentRegieView({ onOpenExpense, page, setPage, openRegie }: ViewProps & { openRegie: (id: number) => void }) {
  const regie = useCurrentRegie();
  const current = regie.data ?? null;
  const exporter = useRegieExport();
  const createRegie = useCreatePaymentOrder();
  const [confirming, setConfirming] = useState(false);

  const openNext = () =>
    createRegie.mutate({}, {
      onSuccess: () => {
        setConfirming(false);
        setPage(1);
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
            <Button variant="outlined" startIcon={<Download />} onClick={() => exporter.run(current)} disabled={!current || exporter.pending}>
              Exporter la régie
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setConfirming(true)} disabled={regie.isPending}>
              Créer la nouvelle régie
            </Button>
          </Box>
        }
      />
      {current ? <RegieSummary regie={current} /> : null}
      <AmountsToCheck onOpenExpense={onOpenExpense} />
      <Paper variant="outlined">
        {regie.isPending ? (
          <ListSkeleton rows={6} />
        ) : !current ? (
          <EmptyState title={MESSAGES.noRegie.text} />
        ) : (
          <RegiePayments regie={current} page={page} setPage={setPage} onOpenExpense={onOpenExpense} />
        )}
      </Paper>
      <ClosedRegies openRegie={openRegie} />
      <ConfirmDialog
        open={confirming}
        title="Créer la nouvelle régie"
        message={
          current ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                La régie {current.order_number} sera close : ses {plural(current.payments_count, 'paiement')}, pour un total de{' '}
                <strong>{formatEuros(current.total_amount)}</strong>, deviendront définitifs et ne pourront plus être annulés. Les prochains paiements iront
                dans la nouvelle régie.
              </Box>
              <Button variant="outlined" size="small" startIcon={<Download />} onClick={() => exporter.run(current)} disabled={exporter.pending} sx={{ mt: 2 }}>
                Exporter la régie {current.order_number}
              </Button>
            </>
          ) : (
            'Les prochains paiements iront dans la nouvelle régie.'
          )
        }
        confirmLabel="Créer la régie"
        onConfirm={openNext}
        onClose={() => setConfirming(false)}
        pending={createRegie.isPending}
      />
      {exporter.overlay}
    </Box>
  );
}

/** The columns of the closed régies: a table on a wide screen, a card each on a phone. */
function closedRegieColumns(openRegie: (id: number) => void): readonly ListColumn<Regie>[] {
  return [
    {
      key: 'number',
      header: 'Régie',
      title: true,
      render: (regie) => (
        <Link component="button" type="button" underline="hover" onClick={() => openRegie(regie.id)} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
          {regie.order_number}
        </Link>
      ),
    },
    { key: 'month', header: 'Mois', card: 'labelled', render: (regie) => regieMonth(regie.month) },
    { key: 'count', header: 'Paiements', card: 'labelled', align: 'right', render: (regie) => regie.payments_count },
    { key: 'total', header: 'Total', card: 'labelled', align: 'right', nowrap: true, render: (regie) => <strong>{formatEuros(regie.total_amount)}</strong> },
    { key: 'closed', header: 'Close le', card: 'labelled', nowrap: true, render: (regie) => formatDay(regie.closed_at) },
    {
      key: 'flagged',
      header: 'Coordonnées bancaires modifiées',
      card: 'labelled',
      align: 'right',
      render: (regie) => (regie.flagged_count > 0 ? <StatusBadge label={plural(regie.flagged_count, 'virement')} color="warning" /> : '—'),
    },
  ];
}

/** The closed régies, newest first, 10 a page (their page in the address under `precedentes-`). */
function ClosedRegies({ openRegie }: { openRegie: (id: number) => void }) {
  const list = useListController({ prefix: 'precedentes-' });
  const regies = useClosedRegies(list.page);
  const headingId = 'regies-precedentes';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Régies précédentes
      </Typography>
      <Paper variant="outlined">
        <PagedTable
          label="Régies précédentes"
          query={regies}
          page={list.page}
          onPageChange={list.setPage}
          getKey={(regie) => regie.id}
          emptyText="Aucune régie close pour le moment"
          paginationLabel="Pages des régies précédentes"
          columns={closedRegieColumns(openRegie)}
          cardHeadingLevel="h3"
        />
      </Paper>
    </Box>
  );
}

/** A closed régie, read-only: its payments by training, its totals and its export. */
function ClosedRegieView({ regieId, onOpenExpense, page, setPage, back }: ViewProps & { regieId: number; back: () => void }) {
  const report = useRegieReport(regieId, page);
  const regie = report.data?.payment_order ?? null;
  const exporter = useRegieExport();
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={regie ? `Régie ${regie.order_number}` : 'Régie'}
        subtitle={regie ? `${regie.closed_at ? `Close le ${formatDay(regie.closed_at)}` : 'Régie en cours'} — ${regieMonth(regie.month)} — consultation seule` : undefined}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="text" startIcon={<ArrowBack />} onClick={back}>
              Régie en cours
            </Button>
            <Button variant="outlined" startIcon={<Download />} onClick={() => exporter.run(regie)} disabled={!regie || exporter.pending}>
              Exporter la régie
            </Button>
          </Box>
        }
      />
      {regie ? <RegieSummary regie={regie} /> : null}
      <Paper variant="outlined">
        {report.isError ? (
          <EmptyState title={readApiError(report.error).message ?? MESSAGES.genericFailure.text} />
        ) : regie ? (
          <RegiePayments regie={regie} page={page} setPage={setPage} onOpenExpense={onOpenExpense} />
        ) : (
          <ListSkeleton rows={6} />
        )}
      </Paper>
      {exporter.overlay}
    </Box>
  );
}

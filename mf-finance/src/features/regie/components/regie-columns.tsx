import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { RegieParticipant } from '@irt/api/contract';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDate, formatEuros } from '@irt/shared-ui/formatters';

/** Opens a paid person's expense (the expense panel, in the régie's context). */
export type OpenExpense = (trainingId: number, profileId: number) => void;

export interface RegieColumn {
  key: string;
  header: string;
  render: (row: RegieParticipant, open: (row: RegieParticipant) => void) => ReactNode;
  align?: 'right';
  /** The column that names the row (the table's row header, the card's heading). */
  title?: boolean;
  /** On a card: `aside` the heading, or a 'Header : value' line (default). */
  card?: 'aside';
  /** In the table, the value may wrap (a word label); amounts and numbers never do. */
  wraps?: boolean;
}

const km = (distance: string | null) => (distance === null ? '—' : `${Number(distance).toLocaleString('fr-FR')} km`);

/** The badge of the payment method: a transfer and anything else look different. */
export function PaymentMethodBadge({ method }: { method: string }) {
  return method === 'virement' ? <StatusBadge label="Virement" color="primary" /> : <StatusBadge label={method === 'chèque' ? 'Chèque' : method} color="warning" />;
}

/** The columns of the régie, for the table and for the phone's cards alike. */
export const REGIE_COLUMNS: readonly RegieColumn[] = [
  {
    key: 'name',
    header: 'Nom',
    title: true,
    render: (row, open) => (
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={(event) => {
          event.stopPropagation();
          open(row);
        }}
        sx={{ fontWeight: 600, textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {row.participant_name}
      </Link>
    ),
  },
  { key: 'amount', header: 'Montant', align: 'right', render: (row) => <strong>{formatEuros(row.amount)}</strong> },
  { key: 'fiscalPower', header: 'Puissance fiscale', wraps: true, render: (row) => row.vehicle_category ?? '—' },
  { key: 'km', header: 'Km', align: 'right', render: (row) => km(row.calculated_distance) },
  { key: 'kmCosts', header: 'Frais km', align: 'right', render: (row) => formatEuros(row.transport_costs) },
  { key: 'toll', header: 'Péage', align: 'right', render: (row) => formatEuros(row.toll_parking_costs) },
  { key: 'publicTransport', header: 'Transports en commun', align: 'right', render: (row) => formatEuros(row.public_transport_costs) },
  { key: 'mealsCount', header: 'Nombre de repas', align: 'right', render: (row) => row.meals_count },
  { key: 'meals', header: 'Montant repas', align: 'right', render: (row) => formatEuros(row.evening_meals) },
  { key: 'accommodation', header: 'Hébergement', align: 'right', render: (row) => formatEuros(row.accommodation_costs) },
  { key: 'other', header: 'Autres', align: 'right', render: (row) => formatEuros(row.other_costs) },
  { key: 'reference', header: 'Référence de paiement', render: (row) => row.payment_reference },
  { key: 'method', header: 'Mode de paiement', card: 'aside', render: (row) => <PaymentMethodBadge method={row.payment_method} /> },
  {
    key: 'bankDetails',
    header: 'Coordonnées bancaires',
    wraps: true,
    render: (row) =>
      row.bank_details_changed_at ? <StatusBadge label={`Modifiées le ${formatDate(row.bank_details_changed_at, 'DD/MM/YYYY')}`} color="warning" /> : '—',
  },
];

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ExpenseLine } from '@irt/api/contract';
import { formatEuros } from '@irt/shared-ui/formatters';
import { useExpenseChecks } from '../api/get-expense-checks';
import type { OpenExpense } from './regie-columns';

const LINE_LABELS: Record<ExpenseLine, string> = {
  transport: 'Frais kilométriques',
  toll_parking: 'Péage et stationnement',
  public_transport: 'Transports en commun',
  evening_meals: 'Repas du soir',
  accommodation: 'Hébergement',
  other: 'Autres frais',
};

/**
 * 'Montants à vérifier': expenses already in payment or paid that hold lines their rule does not allow
 * (they keep their amounts); each names the lines and the total of the lines that apply, and opens the
 * expense. Nothing is shown when there are none.
 */
export function AmountsToCheck({ onOpenExpense }: { onOpenExpense: OpenExpense }) {
  const checks = useExpenseChecks();
  if (!checks.data || checks.data.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label="Montants à vérifier" sx={{ mb: 2 }}>
      <AlertTitle>Montants à vérifier</AlertTitle>
      Ces défraiements sont en paiement ou payés avec des lignes qui ne s’appliquent pas à la personne : leurs montants sont conservés.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {checks.data.map((check) => (
          <li key={check.expense_id}>
            <Link component="button" type="button" onClick={() => onOpenExpense(check.training_id, check.profile_id)} sx={{ verticalAlign: 'baseline' }}>
              {check.profile_name}
            </Link>
            {` — ${check.training_title} (${check.status.name}) : ${formatEuros(check.amount)} ; `}
            {check.lines.map((l) => `${LINE_LABELS[l.line]} ${formatEuros(l.amount)}`).join(', ')}
            {` ; lignes qui s’appliquent : ${formatEuros(check.counted_total)}`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

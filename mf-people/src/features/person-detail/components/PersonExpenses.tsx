import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDay, formatEuros } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { usePersonExpenses } from '../api/get-person-expenses';

const receiptsText = (count: number) => (count === 0 ? 'aucun justificatif déposé pour le moment' : count === 1 ? '1 justificatif' : `${count} justificatifs`);

/**
 * 'Remboursements et justificatifs': the person's expenses per training, read-only; each training
 * leads to its page, where the expenses are handled ('Défraiements').
 */
export function PersonExpenses({ profileId }: { profileId: number }) {
  const expenses = usePersonExpenses(profileId);
  if (expenses.isPending) return <ListSkeleton rows={3} />;
  const groups = expenses.data ?? [];
  if (groups.length === 0) return <EmptyState title={MESSAGES.noExpenses.text} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {groups.map((group) => (
        <Paper component="li" variant="outlined" key={group.training_id} sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <MuiLink component={Link} to={`/formations/${group.training_id}?tab=D%C3%A9fraiements`}>
              {group.training_title}
            </MuiLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Début le ${formatDay(group.start_date)}`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {group.expenses.map((expense) => (
              <Box component="li" key={expense.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 0.5 }}>
                <StatusBadge label={expense.status.name} />
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {formatEuros(expense.amount)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {receiptsText(expense.receipts_count)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

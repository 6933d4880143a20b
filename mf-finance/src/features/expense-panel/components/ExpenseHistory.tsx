import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@irt/shared-ui/formatters';
import type { ExpenseHistoryEntry } from '@irt/api/contract';
import { euros } from '@irt/shared-ui/expenses/amounts';

function change(entry: ExpenseHistoryEntry): string {
  if (entry.kind === 'status') return entry.from === null ? `Créé « ${entry.to} »` : `Statut : ${entry.from} → ${entry.to}`;
  return `Montant : ${euros(entry.from ?? '0')} → ${euros(entry.to)}`;
}

/** Every change of the expense's status or amount, most recent first: what, who, when (Paris time). */
export function ExpenseHistory({ entries }: { entries: readonly ExpenseHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Aucune modification enregistrée.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Historique du défraiement">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters divider>
          <ListItemText primary={change(entry)} secondary={`${entry.user_name} — ${formatDate(entry.created_at, 'DD/MM/YYYY HH:mm')}`} />
        </ListItem>
      ))}
    </List>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';

/** A person's name and email, with 'Inactif' for a closed account (listed, but told apart from an active one). */
export function PersonName({ name, email, active }: { name: string; email: string; active: boolean }) {
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {/* Spans: the name may stand in a card's heading. */}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {active ? null : <StatusBadge label="Inactif" />}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </Box>
  );
}

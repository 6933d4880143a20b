import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import Typography from '@mui/material/Typography';
import { initials } from '@irt/shared-ui/formatters';
import type { TrainingTrainee } from '@irt/api/contract';

/** Photo (or initials), name and email of a trainee. */
export function TraineeIdentity({ trainee, size = 36 }: { trainee: TrainingTrainee; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={trainee.profile_picture ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size / 2.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initials(trainee.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {/* Spans: the identity may stand in a card's heading. */}
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
          {trainee.name}
          {trainee.is_active ? null : (
            <Box component="span" sx={{ ml: 1 }}>
              <StatusBadge label="Inactif" />
            </Box>
          )}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {trainee.email}
        </Typography>
      </Box>
    </Box>
  );
}

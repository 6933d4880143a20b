import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRouteBuilt } from '@irt/shared-auth';
import { trainerPath } from './team-lists';

/** A team member's name: a link to the trainer's page once that page exists, plain text before. */
export function TrainerName({ profileId, name, variant }: { profileId: number; name: string; variant?: 'subtitle1' }) {
  const to = trainerPath(profileId);
  const linked = useRouteBuilt(to);
  return linked ? (
    <Link component={RouterLink} to={to} variant={variant} sx={{ fontWeight: 600 }}>
      {name}
    </Link>
  ) : (
    <Typography component="span" variant={variant ?? 'body2'} sx={{ fontWeight: 600, display: 'block' }}>
      {name}
    </Typography>
  );
}

import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useRouteBuilt } from '@irt/shared-auth';
import { ofName } from '@irt/api/constants';

/** 'Détails' of a row: the person's page, offered only once that page exists for the user's role. */
export function DetailsLink({ to, name }: { to: string; name: string }) {
  const built = useRouteBuilt(to);
  if (!built) return null;
  return (
    <Button component={Link} to={to} size="small" variant="outlined" aria-label={`Détails ${ofName(name)}`}>
      Détails
    </Button>
  );
}

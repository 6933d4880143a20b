import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INSTITUTE_CONTACT_EMAIL } from '@irt/api/constants';
import { PublicLayout } from './PublicLayout';
import { MESSAGES } from '@irt/shared-ui/messages';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <PublicLayout title={MESSAGES.pageNotFound.text}>
      <Stack spacing={3}>
        <Typography color="text.secondary">
          L&apos;adresse demandée est introuvable : elle a peut-être été déplacée ou mal saisie.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/" variant="contained">
            Retour à l&apos;accueil
          </Button>
          <Button href={`mailto:${INSTITUTE_CONTACT_EMAIL}`} variant="outlined">
            Contacter le support
          </Button>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INSTITUTE_NAME } from '@irt/api/constants';
import { ACCESSIBILITY_LINK_LABEL, ACCESSIBILITY_STATEMENT_PATH, type AccessibilityLinkState } from '@irt/shared-auth';
import { MAIN_CONTENT_ID, SkipLink } from '@irt/shared-ui/components/SkipLink';

export interface PublicLayoutProps {
  /** The page's h1, shown at the top of the card. */
  title: string;
  children: ReactNode;
  /** 'narrow' for forms (login, password), 'wide' for reading (legal information). */
  width?: 'narrow' | 'wide';
}

/** Layout of the pages seen without logging in: the institute's name above a centred card. */
export function PublicLayout({ title, children, width = 'narrow' }: PublicLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <SkipLink />
      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 2, sm: 3 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{ color: 'primary.main', fontWeight: 700, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}
        >
          {INSTITUTE_NAME}
        </Link>
        <Typography color="text.secondary">Portail des formations</Typography>
      </Box>
      <Card
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        variant="outlined"
        sx={{ '&:focus': { outline: 'none' }, width: '100%', maxWidth: width === 'wide' ? 860 : 460, boxShadow: 1 }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 3 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box component="footer" sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Link component={RouterLink} to="/informations-legales" variant="body2">
          Informations légales
        </Link>
        <Link
          component={RouterLink}
          to={ACCESSIBILITY_STATEMENT_PATH}
          state={{ from: pathname } satisfies AccessibilityLinkState}
          variant="body2"
        >
          {ACCESSIBILITY_LINK_LABEL}
        </Link>
        <Link component={RouterLink} to="/nos-resultats" variant="body2">
          Nos résultats
        </Link>
        {pathname === '/authentification' ? null : (
          <Link component={RouterLink} to="/authentification" variant="body2">
            Connexion
          </Link>
        )}
      </Box>
    </Box>
  );
}

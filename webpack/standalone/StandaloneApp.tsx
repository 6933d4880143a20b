/**
 * Development only: lets a remote run on its own dev server (`npm run dev -- mf-trainee`). It logs in
 * against the API (proxied by the remote's dev server) and renders the remote's exposed pages in a
 * router, as the shell would. Production remotes have no main entry, so none of this ships.
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  endLocalSession,
  ensureSessionLoaded,
  login,
  logout,
  readApiError,
  useSession,
  validateToken,
} from '@irt/shared-auth';
import { createQueryClient } from '@irt/shared-auth/query';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';

export interface StandalonePage {
  /** Path of the page in this dev server (e.g. '/'). */
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

const DEMO_ACCOUNTS = [
  'admin@irt-demo.fr',
  'gestionnaire@irt-demo.fr',
  'responsable@irt-demo.fr',
  'intervenant@irt-demo.fr',
  'stagiaire@irt-demo.fr',
];

function DevLoginForm() {
  const [email, setEmail] = useState(DEMO_ACCOUNTS[0]);
  const [password, setPassword] = useState('Demo2026!');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email, password);
    } catch (failure) {
      setError(readApiError(failure).message || 'Connexion impossible.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 420, mx: 'auto', mt: 6 }}>
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>
          Connexion (développement)
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField label="Identifiant" value={email} onChange={(event) => setEmail(event.target.value)} required />
        <TextField
          label="Mot de passe"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {DEMO_ACCOUNTS.map((account) => (
            <Button key={account} size="small" variant="outlined" onClick={() => setEmail(account)}>
              {account.split('@')[0]}
            </Button>
          ))}
        </Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Se connecter
        </Button>
      </Stack>
    </Paper>
  );
}

function StandaloneApp({ title, pages }: { title: string; pages: StandalonePage[] }) {
  const user = useSession((state) => state.user);
  const [checking, setChecking] = useState(true);
  const [components] = useState(() => pages.map((page) => ({ ...page, Component: lazy(page.load) })));

  useEffect(() => {
    void (async () => {
      if (await validateToken()) {
        await ensureSessionLoaded().catch(() => endLocalSession());
      } else {
        endLocalSession();
      }
      setChecking(false);
    })();
  }, []);

  if (checking) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress aria-label="Chargement" />
      </Box>
    );
  }
  if (!user) return <DevLoginForm />;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {title} — {user.username} ({user.role.name})
        </Typography>
        {components.map((page) => (
          <Link key={page.path} component={RouterLink} to={page.path}>
            {page.label}
          </Link>
        ))}
        <Button size="small" onClick={() => void logout()}>
          Déconnexion
        </Button>
      </Box>
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <Routes>
          {components.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route
            path="*"
            element={
              <Alert severity="info">
                Cette page appartient au portail complet (shell). <Link component={RouterLink} to="/">Retour</Link>
              </Alert>
            }
          />
        </Routes>
      </Suspense>
    </Box>
  );
}

/** Renders a remote's pages on its own dev server. */
export function renderStandalone(title: string, pages: StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  document.title = `${title} (développement)`;
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        {/* The shell's layout provides the query client in the portal; on its own, the remote needs one. */}
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <StandaloneApp title={title} pages={pages} />
          </BrowserRouter>
        </QueryClientProvider>
        <NotificationsHost />
      </AppProviders>
    </StrictMode>,
  );
}

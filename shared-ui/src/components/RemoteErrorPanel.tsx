import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';

/** 'load': the part's code could not be downloaded; 'render': it was, and failed while being drawn. */
export type RemoteFailureKind = 'load' | 'render';

export interface RemoteErrorPanelProps {
  onRetry: () => void;
  kind?: RemoteFailureKind;
}

const TEXTS: Record<RemoteFailureKind, { title: string; detail: string }> = {
  load: {
    title: 'Impossible de charger cette partie du portail',
    detail: 'Le service est momentanément indisponible. Vérifiez votre connexion puis réessayez.',
  },
  render: {
    title: 'Une erreur est survenue dans cette partie de la page',
    detail: "Elle n'a pas pu s'afficher et l'erreur a été signalée. Le reste du portail reste utilisable ; vous pouvez réessayer.",
  },
};

/**
 * Shown in place of a part of the portal (a remote) that failed: a download that did not arrive speaks of
 * the connection, an error of the page itself says so, each with 'Réessayer'.
 */
export function RemoteErrorPanel({ onRetry, kind = 'load' }: RemoteErrorPanelProps) {
  const Icon = kind === 'load' ? CloudOffOutlined : ErrorOutline;
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 2, sm: 4 }, my: 2, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <Icon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {TEXTS[kind].title}
        </Typography>
        <Typography color="text.secondary">{TEXTS[kind].detail}</Typography>
        <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
          Réessayer
        </Button>
      </Box>
    </Paper>
  );
}

/** A module whose download failed, as opposed to an error thrown by code that did arrive. */
export class RemoteLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RemoteLoadError';
  }
}

/** Whether an error is a download that failed (a remote, a chunk of it), rather than a render error. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

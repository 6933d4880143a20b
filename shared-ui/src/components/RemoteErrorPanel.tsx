import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Refresh from '@mui/icons-material/Refresh';

export interface RemoteErrorPanelProps {
  onRetry: () => void;
}

/** Shown inside the layout when a part of the portal (a remote) cannot be loaded. */
export function RemoteErrorPanel({ onRetry }: RemoteErrorPanelProps) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 2, sm: 4 }, my: 2, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <CloudOffOutlined aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          Impossible de charger cette partie du portail
        </Typography>
        <Typography color="text.secondary">
          Le service est momentanément indisponible. Vérifiez votre connexion puis réessayez.
        </Typography>
        <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
          Réessayer
        </Button>
      </Box>
    </Paper>
  );
}

import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Shown while an export is generated and downloaded (the progress overlay of an export). */
export function ExportProgressOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper role="status" aria-live="polite" sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2, maxWidth: 360, mx: 2 }}>
        <CircularProgress aria-hidden size={32} />
        <div>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Génération de l’export en cours
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            Préparation en cours de votre document
          </Typography>
        </div>
      </Paper>
    </Backdrop>
  );
}

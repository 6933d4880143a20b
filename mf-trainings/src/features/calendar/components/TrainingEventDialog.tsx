import { Link } from 'react-router-dom';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CalendarTraining } from '@irt/api/contract';
import { formatDate } from '@irt/shared-ui/formatters';
import { CONFLICT_MARK } from './MonthGrid';

/** What the mark of a training in conflict means, in the event dialog. */
export const CONFLICT_EXPLANATION = 'Cette formation partage son lieu ou un membre de son équipe avec une autre formation aux mêmes dates.';

export interface TrainingEventDialogProps {
  /** The training clicked, or null when the dialog is closed. */
  training: CalendarTraining | null;
  onClose: () => void;
}

/** What the calendar tells of a training, with a link to its page. */
export function TrainingEventDialog({ training, onClose }: TrainingEventDialogProps) {
  const facts: [string, string][] = training
    ? [
        ['Début', formatDate(training.start_date)],
        ['Fin', formatDate(training.end_date)],
        ['Catégorie', training.category.name],
        ['Type', training.type.name],
        ['Responsable pédagogique', training.pedagogical_supervisor ?? 'Non renseigné'],
        ['Lieu', training.place?.name ?? 'Non renseigné'],
      ]
    : [];
  return (
    <Dialog open={training !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-training-title">
      {training ? (
        <>
          <DialogTitle id="calendar-training-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: training.color || 'primary.main', flexShrink: 0 }}
            />
            {training.title}
          </DialogTitle>
          <DialogContent>
            {training.in_conflict ? (
              <Alert severity="warning" icon={<WarningAmber fontSize="inherit" />} sx={{ mb: 2 }}>
                <Box component="strong" sx={{ mr: 0.5 }}>
                  {`${CONFLICT_MARK} :`}
                </Box>
                {CONFLICT_EXPLANATION}
              </Alert>
            ) : null}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}
            >
              {facts.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                    {term}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
            <Button component={Link} to={`/formations/${training.id}`} variant="contained">
              Voir la formation
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { CalendarTraining } from '@irt/api/contract';
import { formatDate } from '@irt/shared-ui/formatters';
import { visuallyHidden } from '@irt/shared-ui/theme';
import { useCalendarDay } from '../api/get-calendar-day';
import { CONFLICT_MARK } from './MonthGrid';

/** Shown when the day's trainings could not be read. */
export const DAY_LOAD_FAILED = 'Les formations de ce jour n’ont pas pu être chargées.';

/** 'Formations du mardi 8 décembre 2026'. */
export function dayDialogTitle(date: string): string {
  return `Formations du ${formatDate(date, 'dddd Do MMMM YYYY')}`;
}

/** When a training of the list runs: its hours on a one-day training, else its first and last days. */
function when(training: CalendarTraining): string {
  const sameDay = formatDate(training.start_date, 'YYYY-MM-DD') === formatDate(training.end_date, 'YYYY-MM-DD');
  return sameDay
    ? `${formatDate(training.start_date, 'HH:mm')} – ${formatDate(training.end_date, 'HH:mm')}`
    : `Du ${formatDate(training.start_date, 'Do MMM HH:mm')} au ${formatDate(training.end_date, 'Do MMM HH:mm')}`;
}

export interface DayTrainingsDialogProps {
  /** The day shown ('YYYY-MM-DD'), or null when the dialog is closed. */
  date: string | null;
  onClose: () => void;
  /** A training of the list chosen: its event dialog opens over this one. */
  onOpen: (training: CalendarTraining) => void;
}

/** Every training of one day of the calendar (the grid shows a day's first ones), each opening its dialog. */
export function DayTrainingsDialog({ date, onClose, onOpen }: DayTrainingsDialogProps) {
  const day = useCalendarDay(date);
  const trainings = day.data ?? [];
  return (
    <Dialog open={date !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-day-title">
      {date !== null ? (
        <>
          <DialogTitle id="calendar-day-title">{dayDialogTitle(date)}</DialogTitle>
          <DialogContent>
            {day.isPending ? <LinearProgress aria-label="Chargement des formations du jour" /> : null}
            {day.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void day.refetch()}>
                    Réessayer
                  </Button>
                }
              >
                {DAY_LOAD_FAILED}
              </Alert>
            ) : null}
            {day.isSuccess ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {trainings.length === 0 ? 'Aucune formation ce jour-là.' : `${trainings.length} ${trainings.length > 1 ? 'formations' : 'formation'}`}
                </Typography>
                <List dense disablePadding aria-label={dayDialogTitle(date)}>
                  {trainings.map((training) => (
                    <ListItem key={training.id} disablePadding>
                      <ListItemButton onClick={() => onOpen(training)} aria-haspopup="dialog" sx={{ gap: 1.5, borderRadius: 1, alignItems: 'flex-start' }}>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: training.color || 'primary.main', flexShrink: 0 }}
                        />
                        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {training.in_conflict ? (
                              <>
                                <WarningAmber aria-hidden sx={{ fontSize: '1rem', verticalAlign: '-0.2em', mr: 0.5, color: 'warning.main' }} />
                                <Box component="span" sx={visuallyHidden}>
                                  {`${CONFLICT_MARK} : `}
                                </Box>
                              </>
                            ) : null}
                            {training.title}
                          </Box>
                          <Typography component="span" variant="body2" color="text.secondary">
                            {when(training)}
                            {training.place ? ` · ${training.place.name}` : ''}
                          </Typography>
                        </Box>
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

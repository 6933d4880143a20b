import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BpfFigure, BpfRow } from '@irt/api/contract';
import { useBpfFigureRows } from '../api/get-bpf-figure-rows';
import { formatCount, formatEuros, formatHours } from '../format';

export interface FigureRowsDialogProps {
  year: number;
  /** The figure whose rows are shown; null: closed. */
  figure: BpfFigure | null;
  onClose: () => void;
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const frenchDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function valueOf(row: BpfRow): string {
  if (row.amount !== null) return formatEuros(row.amount);
  if (row.hours !== null) return formatHours(row.hours);
  return formatCount(row.count);
}

/** The rows one figure counts: the training and its first day, the person, what classed the row, what it adds. */
export function FigureRowsDialog({ year, figure, onClose }: FigureRowsDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useBpfFigureRows(year, figure?.key ?? null);
  return (
    <Dialog open={figure !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {figure ? `${figure.line} · ${figure.label}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {rows.isPending ? (
          <Box>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : rows.isError ? (
          <Alert severity="error">Les lignes de ce chiffre n’ont pas pu être chargées.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {rows.data.rows.length} ligne{rows.data.rows.length > 1 ? 's' : ''} comptée{rows.data.rows.length > 1 ? 's' : ''}
            </Typography>
            <List dense aria-label={`Lignes comptées : ${figure?.label ?? ''}`}>
              {rows.data.rows.map((row, index) => (
                <ListItem
                  // Rows have no id of their own: their order is the server's.
                  key={index}
                  divider
                  secondaryAction={
                    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {valueOf(row)}
                    </Typography>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={[row.training, row.start_day ? `du ${frenchDay(row.start_day)}` : null].filter(Boolean).join(' ')}
                    secondary={[row.person, row.detail].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A mean out of 10: '7,8/10', or '—' without any answer. */
export function formatScore(value: number | null): string {
  return value === null ? '—' : `${oneDecimal.format(value)}/10`;
}

/** A rate in percent: '71,4 %' (narrow no-break space before the sign), or '—' when there is nothing to divide. */
export function formatRate(value: number | null): string {
  return value === null ? '—' : `${oneDecimal.format(value)}\u202f%`;
}

export interface ScoreBarProps {
  label: string;
  /** 0 to `max`; null draws an empty bar with '—'. */
  value: number | null;
  max: number;
  /** The value as read ('7,8/10', '71,4 %'). */
  text: string;
  /** Bar colour (3:1 at least against the page). */
  color?: string;
}

/**
 * One horizontal bar with its label and its value written beside it: the value is text (read by a screen
 * reader, kept in print), the bar only draws it.
 */
export function ScoreBar({ label, value, max, text, color = '#283593' }: ScoreBarProps) {
  const width = value === null ? 0 : Math.max(0, Math.min(100, (100 * value) / max));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(6rem, 13rem) minmax(5rem, 1fr) 4.5rem' }, alignItems: 'center', columnGap: 1.5, rowGap: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, gridColumn: { xs: '1', sm: 'auto' } }}>
        {label}
      </Typography>
      <Box aria-hidden="true" sx={{ height: 12, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden', gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
        <Box sx={{ width: `${width}%`, height: '100%', bgcolor: color }} />
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' } }}>
        {text}
      </Typography>
    </Box>
  );
}

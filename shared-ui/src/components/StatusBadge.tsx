import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';

export type PaletteStatusColor = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

export interface StatusBadgeProps {
  label: string;
  /** A palette colour, or a CSS colour (statuses and categories carry their own colour in the API). */
  color?: PaletteStatusColor | (string & {});
  size?: 'small' | 'medium';
}

const PALETTE_COLORS: readonly string[] = ['default', 'primary', 'secondary', 'success', 'error', 'warning', 'info'];

function isPaletteColor(color: string): color is PaletteStatusColor {
  return PALETTE_COLORS.includes(color);
}

/** A small coloured label for a status (training, registration, expense…). */
export function StatusBadge({ label, color = 'default', size = 'small' }: StatusBadgeProps) {
  const theme = useTheme();
  if (isPaletteColor(color)) {
    return <Chip label={label} color={color} size={size} sx={{ fontWeight: 600 }} />;
  }
  let textColor: string = theme.palette.text.primary;
  try {
    textColor = theme.palette.getContrastText(color);
  } catch {
    // An unparsable colour from the data: keep the default text colour on the default background.
    return <Chip label={label} size={size} sx={{ fontWeight: 600 }} />;
  }
  return <Chip label={label} size={size} sx={{ fontWeight: 600, bgcolor: color, color: textColor }} />;
}

import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../theme';

/**
 * The h2 of a tab panel, named as its tab: the selected tab is what shows the panel's title on screen,
 * and the panel's own sections (h3) come under it in the page's outline, after the page's h1.
 */
export function TabPanelHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}

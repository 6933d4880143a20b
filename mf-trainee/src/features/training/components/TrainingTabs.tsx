import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface TrainingTabsProps {
  tabs: readonly string[];
  value: string;
  onChange: (tab: string) => void;
}

/**
 * The tab bar of the training view; each tab controls the panel `training-tabpanel-<name>`. On a phone
 * the (at most two) tabs share the width, so that each shows whole, with no scroll arrow.
 */
export function TrainingTabs({ tabs, value, onChange }: TrainingTabsProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => onChange(next)}
      variant={narrow ? 'fullWidth' : 'scrollable'}
      allowScrollButtonsMobile={!narrow}
      sx={{ mb: 2, '& .MuiTab-root': narrow ? { px: 1, minWidth: 0 } : {} }}
      aria-label="Onglets de la formation"
    >
      {tabs.map((name) => (
        <Tab key={name} value={name} label={name} id={`training-tab-${name}`} aria-controls={`training-tabpanel-${name}`} />
      ))}
    </Tabs>
  );
}

export default TrainingTabs;

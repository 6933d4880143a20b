import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TrainingTab, TrainingTabKey } from '../../../shared/training-tabs';

export interface TrainingTabBarProps {
  tabs: readonly TrainingTab[];
  value: TrainingTabKey;
  onChange: (key: TrainingTabKey) => void;
}

export const tabId = (key: string) => `training-tab-${key}`;
export const tabPanelId = (key: string) => `training-tabpanel-${key}`;

/** The tabs of a training: a tab bar, or a select box on screens narrower than 600 px. */
export function TrainingTabBar({ tabs, value, onChange }: TrainingTabBarProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (narrow) {
    return (
      <TextField
        select
        fullWidth
        size="small"
        label="Onglet"
        value={value}
        onChange={(event) => onChange(event.target.value as TrainingTabKey)}
        sx={{ mb: 2 }}
      >
        {tabs.map((tab) => (
          <MenuItem key={tab.key} value={tab.key}>
            {tab.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs
      value={value}
      onChange={(_, next: TrainingTabKey) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Onglets de la formation"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} id={tabId(tab.key)} aria-controls={tabPanelId(tab.key)} />
      ))}
    </Tabs>
  );
}

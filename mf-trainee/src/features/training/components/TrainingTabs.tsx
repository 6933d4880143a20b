import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface TrainingTabsProps {
  tabs: readonly string[];
  value: string;
  onChange: (tab: string) => void;
}

/** The tab bar of the training view; each tab controls the panel `training-tabpanel-<name>`. */
export function TrainingTabs({ tabs, value, onChange }: TrainingTabsProps) {
  return (
    <Tabs value={value} onChange={(_, next: string) => onChange(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }} aria-label="Onglets de la formation">
      {tabs.map((name) => (
        <Tab key={name} value={name} label={name} id={`training-tab-${name}`} aria-controls={`training-tabpanel-${name}`} />
      ))}
    </Tabs>
  );
}

export default TrainingTabs;

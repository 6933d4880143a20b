import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@irt/shared-ui/formatters';

export interface TrainingRowProps {
  title: string;
  /** Where the row leads (a training detail page). */
  to: string;
  startDate?: string | null;
  endDate?: string | null;
  category?: string | null;
  /** Colour of the training's category, shown as a small dot. */
  color?: string | null;
  /** Registered trainees and seats: read 'inscrits / places'. */
  registered?: number;
  places?: number;
  /** Extra line under the facts (badges, alert icons, names…). */
  children?: ReactNode;
}

/** Tabs of the training page a row may open. */
export type TrainingTab = 'Équipe' | 'Stagiaires' | 'Défraiements' | 'Présences';

/** Path of a training's page, on one of its tabs. */
export function trainingPath(id: number, tab?: TrainingTab): string {
  return tab ? `/formations/${id}?tab=${encodeURIComponent(tab)}` : `/formations/${id}`;
}

/** Dates of a training, 'Do MMM YY - HH:mm'. */
export function trainingDates(startDate?: string | null, endDate?: string | null): string {
  if (startDate && endDate) return `Du ${formatDate(startDate)} au ${formatDate(endDate)}`;
  if (startDate) return `Le ${formatDate(startDate)}`;
  if (endDate) return `Terminée le ${formatDate(endDate)}`;
  return '';
}

/** One row of a dashboard list: title, dates, category, counts, linking to the training. */
export function TrainingRow({ title, to, startDate, endDate, category, color, registered, places, children }: TrainingRowProps) {
  const dates = trainingDates(startDate, endDate);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={to} sx={{ alignItems: 'flex-start', py: 1.25 , px: { xs: 1, sm: 2 } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {dates && (
            <Typography component="span" variant="body2" color="text.secondary">
              {dates}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {category && (
              <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color || 'primary.main', flexShrink: 0 }}
                />
                {category}
              </Typography>
            )}
            {registered !== undefined && places !== undefined && (
              <Typography component="span" variant="body2" color="text.secondary">
                {`Inscrits / places : ${registered} / ${places}`}
              </Typography>
            )}
            {children}
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CalendarTraining } from '@irt/api/contract';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { formatDate } from '@irt/shared-ui/formatters';
import { parisDay } from '@irt/shared-ui/paris-time';
import { useCalendarMonth } from '../api/get-calendar-month';
import { DayTrainingsDialog } from '../components/DayTrainingsDialog';
import { MonthGrid } from '../components/MonthGrid';
import { TrainingEventDialog } from '../components/TrainingEventDialog';
import { monthParam, parseMonthParam, shiftMonth, type CalendarMonth } from '../month-grid';
import { ofName } from '@irt/api/constants';

/** The current month of the institute's calendar (Paris), whatever the device's zone. */
function thisMonth(): CalendarMonth {
  const [year, month] = parisDay(new Date()).split('-').map(Number);
  return { month, year };
}

/** 'novembre 2026' → 'Novembre 2026'. */
function monthTitle({ month, year }: CalendarMonth): string {
  const text = formatDate(`${year}-${String(month).padStart(2, '0')}-01`, 'MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /agenda: the trainings of a month on a 6-week grid starting on Monday, each day with its first
 * trainings and a '+ k autres' button listing them all. The month lives in the address
 * (`?mois=YYYY-MM`), so back and forward move between the months seen.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const month = parseMonthParam(params.get('mois')) ?? thisMonth();
  const calendar = useCalendarMonth(month.month, month.year);
  const [opened, setOpened] = useState<CalendarTraining | null>(null);
  // The day whose trainings are all listed ('+ k autres'); a training chosen there opens over the list.
  const [shownDay, setShownDay] = useState<string | null>(null);
  const title = monthTitle(month);

  const show = (next: CalendarMonth) => setParams(new URLSearchParams({ mois: monthParam(next) }));

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title="Calendrier"
        actions={
          <Button component={Link} to="/formations" variant="outlined">
            Formations
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton aria-label="Mois précédent" onClick={() => show(shiftMonth(month, -1))}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label="Mois suivant" onClick={() => show(shiftMonth(month, 1))}>
              <ChevronRight />
            </IconButton>
            <Button variant="text" onClick={() => show(thisMonth())}>
              Aujourd&apos;hui
            </Button>
          </Box>
          <Typography component="h2" variant="h6" aria-live="polite" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        <Box sx={{ height: 4, mb: 0.5 }}>{calendar.isFetching ? <LinearProgress aria-label="Chargement du mois" /> : null}</Box>
        <MonthGrid month={month} days={calendar.data} label={`Calendrier ${ofName(title.toLowerCase())}`} onOpen={setOpened} onShowDay={setShownDay} />
      </Paper>
      <DayTrainingsDialog date={shownDay} onClose={() => setShownDay(null)} onOpen={setOpened} />
      <TrainingEventDialog training={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}

import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import type { CalendarDay, CalendarTraining } from '@irt/api/contract';
import { formatDate } from '@irt/shared-ui/formatters';
import { parisDay } from '@irt/shared-ui/paris-time';
import { WEEK_DAYS, isoDay, monthGrid, type CalendarMonth } from '../month-grid';
import { visuallyHidden } from '@irt/shared-ui/theme';

/** A button of a day cell (a training, '+ k autres'): one line, 24 px high with its padding, the smallest target WCAG 2.2 (2.5.8) allows. */
const CELL_BUTTON = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  px: 0.5,
  py: 0.25,
  borderRadius: 0.5,
  fontSize: '0.75rem',
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** The word beside the icon of a training in conflict (grid and event dialog). */
export const CONFLICT_MARK = 'Conflit';

/** The button of a day's other trainings: '+ 3 autres' (on a phone '+3'). */
export function moreText(more: number): string {
  return `+ ${more} ${more > 1 ? 'autres' : 'autre'}`;
}

/** Its accessible name, with the day: '3 autres formations le mardi 8 décembre'. */
export function moreLabel(more: number, date: string): string {
  return `${more} ${more > 1 ? 'autres formations' : 'autre formation'} le ${formatDate(date, 'dddd Do MMMM')}`;
}

export interface MonthGridProps {
  month: CalendarMonth;
  /** The API's days (absent while loading): trainings are matched to the grid by date. */
  days: readonly CalendarDay[] | undefined;
  /** Accessible name of the table ('Calendrier de novembre 2026'). */
  label: string;
  onOpen: (training: CalendarTraining) => void;
  /** The '+ k autres' button of a day: shows all its trainings ('YYYY-MM-DD'). */
  onShowDay: (date: string) => void;
}

/**
 * Six weeks from Monday, each day with a button per training the API sends for it (its first ones) and,
 * when more run that day, a '+ k autres' button for the list of them all.
 */
export function MonthGrid({ month, days, label, onOpen, onShowDay }: MonthGridProps) {
  const theme = useTheme();
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  const dates = monthGrid(month);
  // Today on the institute's calendar, whatever the device's zone.
  const today = parisDay(new Date());
  const weeks = Array.from({ length: dates.length / 7 }, (_, week) => dates.slice(week * 7, week * 7 + 7));

  // Black or white, whichever reads better on the category's colour (one of them always reaches 4.5:1).
  const textOn = (color: string) => {
    try {
      return getContrastRatio(color, '#000') >= getContrastRatio(color, '#fff') ? '#000' : '#fff';
    } catch {
      return theme.palette.primary.contrastText;
    }
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={label}
        sx={{ width: '100%', minWidth: 300, tableLayout: 'fixed', borderCollapse: 'collapse', '& td, & th': { border: 1, borderColor: 'divider' } }}
      >
        <thead>
          <tr>
            {WEEK_DAYS.map((day) => (
              <Box
                component="th"
                key={day}
                scope="col"
                abbr={day}
                sx={{ py: 1, px: 0.5, fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary', bgcolor: 'action.hover' }}
              >
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {day}
                </Box>
                {/* On a phone the header's text is the short name (the full one is in `abbr`). */}
                <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                  {day.slice(0, 3)}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoDay(week[0])}>
              {week.map((date) => {
                const iso = isoDay(date);
                const inMonth = date.getMonth() + 1 === month.month;
                const trainings = byDate.get(iso)?.trainings ?? [];
                const more = byDate.get(iso)?.more ?? 0;
                return (
                  <Box
                    component="td"
                    key={iso}
                    aria-label={formatDate(isoDay(date), 'dddd D MMMM YYYY')}
                    data-date={iso}
                    sx={{
                      verticalAlign: 'top',
                      height: { xs: 72, md: 112 },
                      p: 0.5,
                      bgcolor: inMonth ? 'background.paper' : 'action.hover',
                    }}
                  >
                    <Box
                      component="span"
                      aria-current={iso === today ? 'date' : undefined}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        minWidth: 24,
                        height: 24,
                        borderRadius: '12px',
                        fontSize: '0.8rem',
                        fontWeight: iso === today ? 700 : 400,
                        color: iso === today ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                        bgcolor: iso === today ? 'primary.main' : 'transparent',
                      }}
                    >
                      {date.getDate()}
                    </Box>
                    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, mt: 0.25 }}>
                      {trainings.map((training) => (
                        <ButtonBase
                          key={training.id}
                          onClick={() => onOpen(training)}
                          title={training.in_conflict ? `${CONFLICT_MARK} — ${training.title}` : training.title}
                          sx={{
                            ...CELL_BUTTON,
                            bgcolor: training.color || 'primary.main',
                            color: textOn(training.color || theme.palette.primary.main),
                            '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 1 },
                            // A training in conflict: the icon (its word for screen readers) and a dashed edge.
                            ...(training.in_conflict ? { outline: '2px dashed', outlineColor: 'warning.dark', outlineOffset: -2 } : {}),
                          }}
                        >
                          {training.in_conflict ? (
                            <>
                              {/* The cell is narrow: the icon is seen, its word read (and shown by the tooltip and the dialog). */}
                              <WarningAmber aria-hidden sx={{ fontSize: '0.85rem', verticalAlign: '-0.15em', mr: 0.25 }} />
                              <Box component="span" sx={visuallyHidden}>
                                {`${CONFLICT_MARK} : `}
                              </Box>
                            </>
                          ) : null}
                          {training.title}
                        </ButtonBase>
                      ))}
                      {more > 0 ? (
                        <ButtonBase
                          onClick={() => onShowDay(iso)}
                          aria-label={moreLabel(more, iso)}
                          aria-haspopup="dialog"
                          sx={{
                            ...CELL_BUTTON,
                            fontWeight: 600,
                            color: 'primary.main',
                            '&:hover': { bgcolor: 'action.hover', textDecoration: 'underline' },
                            '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 1 },
                          }}
                        >
                          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                            {moreText(more)}
                          </Box>
                          {/* A phone's cell is a few characters wide: the count alone. */}
                          <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                            {`+${more}`}
                          </Box>
                        </ButtonBase>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

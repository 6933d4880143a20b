import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError, useSession } from '@irt/shared-auth';
import { CAN_MARK_ATTENDANCE, roleCan } from '@irt/api/constants';
import { formatDate } from '@irt/shared-ui/formatters';
import { Link as RouterLink } from 'react-router-dom';
import type { Absence, AttendanceMark, HalfDay, TrainingDayHalfDays, TrainingTrainee } from '@irt/api/contract';
import type { TrainingTabProps } from '../../../shared/training-tabs';
import { useChangeAbsence } from '../api/absence-mutations';
import { useAbsences } from '../api/get-absences';
import { useSignatures } from '../api/get-signatures';
import { useAttendanceMarks, useChangeAttendanceMark } from '../api/attendance-marks';
import { MarkPresentDialog } from './MarkPresentDialog';
import { useAttendingTrainees } from '../../../shared/api/training-trainees';
import { usePatchTraining } from '../../../shared/api/patch-training';
import { ATTENDANCE_DONE, ATTENDANCE_REOPENED } from '../api/attendance-done';
import { ATTENDANCE_TEXTS, attendanceWarnings } from '../attendance-state';
import { HALF_DAY_LABELS, dayLabel, halfDayStarted, shortDayLabel } from '../half-days';

const absenceKey = (profileId: number, date: string, halfDay: HalfDay) => `${profileId}|${date}|${halfDay}`;
const dayAnchor = (trainingId: number, date: string) => `presences-${trainingId}-${date}`;

interface DayTableProps {
  day: TrainingDayHalfDays;
  trainingId: number;
  trainees: TrainingTrainee[];
  absences: ReadonlyMap<string, Absence>;
  /** Trainees' electronic signatures: the time, by absenceKey. */
  signatures: ReadonlyMap<string, string>;
  /** Half-days marked present by the staff, by absenceKey. */
  marks: ReadonlyMap<string, AttendanceMark>;
  /** Marking a half-day present (with a reason) or removing the mark; absent when the user may not. */
  marking?: MarkActions;
  editable: boolean;
  /**
   * The training is under way (or to come): each half-day shows what is known of it (signed, marked by
   * the team, not signed yet, to come) instead of a present/absent choice, which is made once it has ended.
   */
  live?: { started: (date: string, halfDay: HalfDay) => boolean };
  pending: boolean;
  onChange: (trainee: TrainingTrainee, date: string, halfDay: HalfDay, present: boolean) => void;
}

interface MarkActions {
  /** Whether the half-day has begun (a half-day to come cannot be marked). */
  started: (date: string, halfDay: HalfDay) => boolean;
  mark: (trainee: TrainingTrainee, date: string, halfDay: HalfDay, label: string) => void;
  unmark: (mark: AttendanceMark) => void;
  pending: boolean;
}

interface HalfDayChoiceProps extends Pick<DayTableProps, 'day' | 'absences' | 'signatures' | 'marks' | 'marking' | 'editable' | 'live' | 'pending' | 'onChange'> {
  trainee: TrainingTrainee;
  half: HalfDay;
}

/**
 * Readable choices, whether the sheet can still be changed or not: the choice not taken in the text's
 * secondary colour (not MUI's 54 % or 26 % grey), the one taken in its own dark colour; contrast 4.5:1
 * at least on white.
 */
const TOGGLE_COLOURS = {
  '& .MuiToggleButton-root': { color: 'text.secondary' },
  '& .MuiToggleButton-root.Mui-disabled': { color: 'text.secondary', borderColor: 'divider' },
  '& .MuiToggleButton-root.Mui-selected.MuiToggleButton-colorSuccess': { color: 'success.dark' },
  '& .MuiToggleButton-root.Mui-selected.MuiToggleButton-colorError': { color: 'error.dark' },
} as const;

/** A half-day marked present by the team: the reason, and 'Retirer' for whom may mark. */
function MarkedPresent({ mark, of, marking }: { mark: AttendanceMark; of: string; marking: MarkActions | undefined }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', justifyContent: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        Marqué présent par l’équipe : {mark.reason}
      </Typography>
      {marking && (
        <Button size="small" disabled={marking.pending} onClick={() => marking.unmark(mark)} aria-label={`Retirer la présence marquée : ${of}`} sx={{ minWidth: 0, py: 0 }}>
          Retirer
        </Button>
      )}
    </Stack>
  );
}

interface LiveHalfDayProps {
  trainee: TrainingTrainee;
  date: string;
  half: HalfDay;
  /** The trainee and the half-day in words, for the buttons' names. */
  of: string;
  absent: boolean;
  signedAt: string | undefined;
  mark: AttendanceMark | undefined;
  started: boolean;
  marking: MarkActions | undefined;
}

/**
 * One half-day while the training is under way, as the signing screen knows it: signed (with the time),
 * marked present by the team (with the reason), absent, not signed yet, or to come. Nothing is shown as
 * present that nobody attested.
 */
function LiveHalfDay({ trainee, date, half, of, absent, signedAt, mark, started, marking }: LiveHalfDayProps) {
  if (signedAt) return <Chip size="small" color="success" variant="outlined" label={`Signé à ${formatDate(signedAt, 'HH:mm')}`} aria-label={`Signé à ${formatDate(signedAt, 'HH:mm')} : ${of}`} />;
  if (absent) return <Chip size="small" color="error" variant="outlined" label="Absent" aria-label={`Absent : ${of}`} />;
  if (mark) return <MarkedPresent mark={mark} of={of} marking={marking} />;
  if (!started) return <Chip size="small" variant="outlined" label="À venir" aria-label={`À venir : ${of}`} sx={{ color: 'text.secondary' }} />;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'center' }}>
      <Chip size="small" variant="outlined" label="Non signé" aria-label={`Non signé : ${of}`} />
      {marking && (
        <Button size="small" aria-haspopup="dialog" disabled={marking.pending} onClick={() => marking.mark(trainee, date, half, of)} aria-label={`Marquer présent : ${of}`} sx={{ py: 0 }}>
          Marquer présent
        </Button>
      )}
    </Stack>
  );
}

/** The present/absent choice of one trainee for one half-day, or a dash when the training has none then. */
function HalfDayChoice({ day, trainee, half, absences, signatures, marks, marking, editable, live, pending, onChange }: HalfDayChoiceProps) {
  if (!day.half_days.includes(half)) {
    return (
      <Typography component="span" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  }
  const absent = absences.has(absenceKey(trainee.profile_id, day.date, half));
  const signedAt = signatures.get(absenceKey(trainee.profile_id, day.date, half));
  // Each button names the trainee and the half-day: 'Présent' alone says nothing out of the table.
  const of = `${trainee.name}, ${HALF_DAY_LABELS[half].toLowerCase()} du ${dayLabel(day.date)}`;
  if (live) return <LiveHalfDay trainee={trainee} date={day.date} half={half} of={of} absent={absent} signedAt={signedAt} mark={marks.get(absenceKey(trainee.profile_id, day.date, half))} started={live.started(day.date, half)} marking={marking} />;
  const group = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={absent ? 'absent' : 'present'}
      disabled={!editable || pending}
      aria-label={`${HALF_DAY_LABELS[half]} du ${dayLabel(day.date)} : ${trainee.name}`}
      sx={TOGGLE_COLOURS}
      onChange={(_event, value: 'absent' | 'present' | null) => {
        if (value !== null && value !== (absent ? 'absent' : 'present')) onChange(trainee, day.date, half, value === 'present');
      }}
    >
      <ToggleButton value="present" color="success" aria-label={`Présent : ${of}`}>
        Présent
      </ToggleButton>
      <ToggleButton value="absent" color="error" aria-label={`Absent : ${of}`}>
        Absent
      </ToggleButton>
    </ToggleButtonGroup>
  );
  const mark = marks.get(absenceKey(trainee.profile_id, day.date, half));
  // How the half-day is attested: signed electronically ('Émargement'), marked present by the staff with
  // the reason, or neither; the present/absent choice stays, and staff may still correct it.
  let attested: ReactNode = null;
  if (signedAt) {
    attested = (
      <Typography variant="caption" color="text.secondary">
        Signé à {formatDate(signedAt, 'HH:mm')}
      </Typography>
    );
  } else if (mark && !absent) {
    attested = <MarkedPresent mark={mark} of={of} marking={marking} />;
  } else if (!absent && marking?.started(day.date, half)) {
    attested = (
      <Button size="small" aria-haspopup="dialog" disabled={marking.pending} onClick={() => marking.mark(trainee, day.date, half, of)} aria-label={`Marquer présent : ${of}`} sx={{ py: 0 }}>
        Marquer présent
      </Button>
    );
  }
  if (!attested) return group;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'center' }}>
      {group}
      {attested}
    </Stack>
  );
}

const HALVES = ['morning', 'afternoon'] as const;

function DayTable({ day, trainingId, trainees, absences, signatures, marks, marking, editable, live, pending, onChange }: DayTableProps) {
  const titleId = `${dayAnchor(trainingId, day.date)}-title`;
  const theme = useTheme();
  // On a phone the two half-days go under the name: side by side they are wider than the screen.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const choice = (trainee: TrainingTrainee, half: HalfDay) => (
    <HalfDayChoice day={day} trainee={trainee} half={half} absences={absences} signatures={signatures} marks={marks} marking={marking} editable={editable} live={live} pending={pending} onChange={onChange} />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} id={dayAnchor(trainingId, day.date)} tabIndex={-1} sx={{ scrollMarginTop: 80 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 1.5, '&::first-letter': { textTransform: 'uppercase' } }}>
        {dayLabel(day.date)}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>Stagiaire</TableCell>
              {!narrow &&
                HALVES.map((half) => (
                  <TableCell key={half} align="center">
                    {HALF_DAY_LABELS[half]}
                  </TableCell>
                ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {trainees.map((trainee) =>
              narrow ? (
                <TableRow key={trainee.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {trainee.name}
                    </Typography>
                    <Stack spacing={0.5}>
                      {HALVES.map((half) => (
                        <Stack key={half} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                          <Typography variant="body2" color="text.secondary">
                            {HALF_DAY_LABELS[half]}
                          </Typography>
                          {choice(trainee, half)}
                        </Stack>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={trainee.id}>
                  <TableCell>{trainee.name}</TableCell>
                  {HALVES.map((half) => (
                    <TableCell key={half} align="center">
                      {choice(trainee, half)}
                    </TableCell>
                  ))}
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * The Présences tab: one table per day with the trainees who take part (not Refusé nor
 * Préinscription), a present/absent choice per half-day (no morning on a first day starting after 12:00,
 * no afternoon on a last day ending by 14:00), editable once the training has ended at status 3, 4 or 5
 * until the attendance is marked done; marking it done sets status 5, the administrateur may cancel it.
 */
export function AttendanceTab({ training }: TrainingTabProps) {
  const trainees = useAttendingTrainees(training.id);
  const absences = useAbsences(training.id);
  const change = useChangeAbsence();
  const setDone = usePatchTraining(training.id);
  // The half-days of the training as the server counts them (Paris days, 12:00 and 14:00 cut-offs).
  const days = training.attendance_half_days;
  const byKey = useMemo(
    () => new Map((absences.data ?? []).map((absence) => [absenceKey(absence.profile_id, absence.absence_date, absence.half_day), absence])),
    [absences.data],
  );
  const signatures = useSignatures(training.id);
  const signedAt = useMemo(
    () =>
      new Map(
        (signatures.data ?? []).filter((s) => s.signer === 'stagiaire').map((s) => [absenceKey(s.profile_id, s.date, s.half_day), s.signed_at]),
      ),
    [signatures.data],
  );
  const attendanceMarks = useAttendanceMarks(training.id);
  const markByKey = useMemo(() => new Map((attendanceMarks.data ?? []).map((m) => [absenceKey(m.profile_id, m.date, m.half_day), m])), [attendanceMarks.data]);
  const changeMark = useChangeAttendanceMark(training.id);
  const role = useSession((state) => state.user?.role.slug);
  const [markTarget, setMarkTarget] = useState<{ trainee: TrainingTrainee; date: string; halfDay: HalfDay; label: string } | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const warnings = attendanceWarnings(training, new Date());
  const actions = training.allowed_actions;
  const marking: MarkActions | undefined =
    roleCan(CAN_MARK_ATTENDANCE, role) && !training.attendance_sheet_done && !warnings.wrongStatus
      ? {
          started: (date, halfDay) => halfDayStarted(training, date, halfDay, new Date()),
          mark: (trainee, date, halfDay, label) => {
            setMarkError(null);
            setMarkTarget({ trainee, date, halfDay, label });
          },
          unmark: (mark) => changeMark.mutate({ kind: 'remove', markId: mark.id }, { onError: (error) => notify(MESSAGES.absenceSaveFailed, readApiError(error).message) }),
          pending: changeMark.isPending,
        }
      : undefined;
  const submitMark = (reason: string) => {
    if (!markTarget) return;
    changeMark.mutate(
      { kind: 'add', payload: { profile_id: markTarget.trainee.profile_id, date: markTarget.date, half_day: markTarget.halfDay, reason } },
      { onSuccess: () => setMarkTarget(null), onError: (error) => setMarkError(readApiError(error).message) },
    );
  };
  const editable = actions.can_edit_attendance && absences.isSuccess;
  const live = { started: (date: string, halfDay: HalfDay) => halfDayStarted(training, date, halfDay, new Date()) };

  const toggle = (trainee: TrainingTrainee, date: string, halfDay: HalfDay, present: boolean) => {
    const existing = byKey.get(absenceKey(trainee.profile_id, date, halfDay));
    if (present && !existing) return;
    change.mutate(
      present && existing
        ? { kind: 'remove', absenceId: existing.id }
        : { kind: 'add', payload: { profile_id: trainee.profile_id, training_id: training.id, absence_date: date, half_day: halfDay } },
      { onError: (error) => notify(MESSAGES.absenceSaveFailed, readApiError(error).message) },
    );
  };

  const mark = (done: boolean) =>
    setDone.mutate(done ? ATTENDANCE_DONE : ATTENDANCE_REOPENED, {
      onSuccess: () => notify(MESSAGES.statusChanged),
      onError: (error) => notify(MESSAGES.statusSaveFailed, readApiError(error).message),
    });

  const jump = (date: string) => {
    const target = document.getElementById(dayAnchor(training.id, date));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };

  return (
    <Stack component="section" aria-label="Présences" spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/formations/${training.id}/emargement`} variant="outlined">
          Émargement de la demi-journée
        </Button>
      </Box>
      {warnings.notEnded && (
        <Alert severity="info">
          <AlertTitle>{ATTENDANCE_TEXTS.notEnded}</AlertTitle>
          {ATTENDANCE_TEXTS.notEndedDetail}
        </Alert>
      )}
      {warnings.wrongStatus && <Alert severity="warning">{ATTENDANCE_TEXTS.wrongStatus}</Alert>}
      {warnings.certificateUnavailable ? (
        <Alert severity="info">
          <AlertTitle>{ATTENDANCE_TEXTS.certificateTitle}</AlertTitle>
          {ATTENDANCE_TEXTS.certificateDetail}
        </Alert>
      ) : null}
      {training.attendance_sheet_done && <Alert severity="success">{ATTENDANCE_TEXTS.done}</Alert>}

      {(actions.can_mark_attendance_done || actions.can_cancel_attendance_done) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.can_mark_attendance_done && (
            <Button variant="contained" disabled={setDone.isPending} onClick={() => mark(true)}>
              Marquer les présences comme saisies
            </Button>
          )}
          {actions.can_cancel_attendance_done && (
            <Button variant="outlined" color="warning" disabled={setDone.isPending} onClick={() => mark(false)}>
              Annuler la saisie des présences
            </Button>
          )}
        </Stack>
      )}

      {days.length > 1 && (
        <Box sx={{ overflowX: 'auto' }}>
          <ButtonGroup variant="outlined" size="small" aria-label="Aller au jour">
            {days.map((day) => (
              <Button key={day.date} onClick={() => jump(day.date)} title={dayLabel(day.date)}>
                {shortDayLabel(day.date)}
              </Button>
            ))}
          </ButtonGroup>
        </Box>
      )}

      {trainees.isPending || absences.isPending ? (
        <ListSkeleton />
      ) : (trainees.data ?? []).length === 0 ? (
        <EmptyState title="Aucun stagiaire ne participe à cette formation." />
      ) : (
        days.map((day) => (
          <DayTable
            key={day.date}
            day={day}
            trainingId={training.id}
            trainees={trainees.data ?? []}
            absences={byKey}
            signatures={signedAt}
            marks={markByKey}
            marking={marking}
            editable={editable}
            live={warnings.notEnded ? live : undefined}
            pending={change.isPending}
            onChange={toggle}
          />
        ))
      )}
      <MarkPresentDialog
        key={markTarget ? absenceKey(markTarget.trainee.profile_id, markTarget.date, markTarget.halfDay) : 'fermé'}
        target={markTarget?.label ?? null}
        pending={changeMark.isPending}
        error={markError}
        onSubmit={submitMark}
        onClose={() => setMarkTarget(null)}
      />
    </Stack>
  );
}

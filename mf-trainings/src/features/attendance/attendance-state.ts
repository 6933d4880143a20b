/** The warnings and the state of the Présences tab, from the training as the API answers it. */
import type { TrainingDetail } from '@irt/api/contract';
import { ATTENDANCE_STATUSES as TRAINING_ATTENDANCE_STATUSES, TRAINING_STATUS } from '@irt/api/constants';

/** Training statuses in which absences may be entered: published, postponed, to close. */
const ATTENDANCE_STATUSES: readonly number[] = TRAINING_ATTENDANCE_STATUSES;
/** 'Attendance done' (to close). */
const TO_CLOSE = TRAINING_STATUS.toClose;

export const ATTENDANCE_TEXTS = {
  notEnded: "La formation n'est pas terminée.",
  notEndedDetail: 'Les présences et absences se saisissent une fois la formation terminée. En attendant, chaque demi-journée montre les signatures reçues.',
  wrongStatus: 'Le statut de la formation ne permet pas de saisir les absences.',
  certificateTitle: "L'attestation de présence n'est pas éditable",
  certificateDetail: 'Les attestations de présence sont disponibles une fois les présences marquées comme saisies.',
  done: 'Les présences de cette formation sont saisies : elles ne sont plus modifiables.',
} as const;

export interface AttendanceWarnings {
  notEnded: boolean;
  wrongStatus: boolean;
  /** The attendance certificate cannot be issued yet (status 5 with the attendance done). */
  certificateUnavailable: boolean;
}

export function attendanceWarnings(training: Pick<TrainingDetail, 'end_date' | 'training_status_id' | 'attendance_sheet_done'>, now: Date): AttendanceWarnings {
  return {
    notEnded: new Date(training.end_date).getTime() > now.getTime(),
    wrongStatus: !ATTENDANCE_STATUSES.includes(training.training_status_id),
    certificateUnavailable: !(training.training_status_id === TO_CLOSE && training.attendance_sheet_done),
  };
}

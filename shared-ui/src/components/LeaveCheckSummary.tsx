/**
 * A registration's training leave as the server checked it: each cap with its period (days already used,
 * this training, left), the notice to the employer with its deadline, and the warnings — a cap this
 * training exceeds, a deadline already passed. Warnings inform; they never block. The wizard, the staff's
 * 'Gérer le statut' panel and the trainees table (`LeaveFlags`) read the same answer.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaveCheckAnswer } from '@irt/api/contract';
import { leaveRule } from '@irt/api/constants';
import { frenchDay } from '../formatters';
import { StatusBadge } from './StatusBadge';

/** '1,5 jour', '12 jours'. */
export function formatLeaveDays(days: number): string {
  return `${days.toLocaleString('fr-FR')} ${days >= 2 ? 'jours' : 'jour'}`;
}

/** The period of the i-th cap of a leave: 'par année civile', 'par mandat', 'par période de 3 ans'. */
export function capPeriodText(kind: LeaveCheckAnswer['kind'], index: number): string {
  const period = leaveRule(kind).caps[index]?.period;
  if (!period || period.kind === 'annee_civile') return 'par année civile';
  if (period.kind === 'mandat') return 'par mandat';
  return `par période de ${period.years} ans`;
}

export const LEAVE_FLAG_LABELS = {
  exceeded: 'Plafond dépassé',
  noticePassed: 'Délai de prévenance dépassé',
} as const;

/** The flags of a leave, as chips (amber: the palette's warning fails contrast at chip size). */
export function LeaveFlags({ leave }: { leave: Pick<LeaveCheckAnswer, 'exceeded' | 'notice_passed'> | null }) {
  if (!leave || (!leave.exceeded && !leave.notice_passed)) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {leave.exceeded && <StatusBadge label={LEAVE_FLAG_LABELS.exceeded} color="#ffb300" />}
      {leave.notice_passed && <StatusBadge label={LEAVE_FLAG_LABELS.noticePassed} color="#ffb300" />}
    </Stack>
  );
}

export interface LeaveCheckSummaryProps {
  leave: LeaveCheckAnswer;
  /** 'registration': the registration is made (notice as of its day); 'choice': the wizard, before registering. */
  moment: 'choice' | 'registration';
}

export function LeaveCheckSummary({ leave, moment }: LeaveCheckSummaryProps) {
  const exceeded = leave.caps.map((cap, index) => ({ cap, index })).filter(({ cap }) => cap.exceeded);
  const deadline = frenchDay(leave.notice_deadline);
  return (
    <Stack spacing={1.5} aria-label={`Solde : ${leave.label}`} role="group">
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {leave.caps.map((cap, index) => (
          <li key={`${cap.period}-${cap.days}`}>
            <Typography variant="body2">
              <strong>{`${formatLeaveDays(cap.days)} ${capPeriodText(leave.kind, index)}`}</strong>
              {` (${cap.article}) : ${formatLeaveDays(cap.used)} déjà pris, ${formatLeaveDays(cap.adding)} pour cette formation, ${formatLeaveDays(cap.left)} ${cap.left >= 2 ? 'restants' : 'restant'} avant elle.`}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        {`Délai de prévenance : ${formatLeaveDays(leave.notice_days)}. La demande d’absence doit parvenir à l’employeur au plus tard le ${deadline}.`}
      </Typography>
      {exceeded.map(({ cap, index }) => (
        <Alert key={`exceeded-${index}`} severity="warning">
          {`Plafond dépassé : avec cette formation, ${formatLeaveDays(cap.used + cap.adding)} sur ${formatLeaveDays(cap.days)} ${capPeriodText(leave.kind, index)} (${cap.article}). `}
          {moment === 'choice'
            ? 'Vous pouvez vous inscrire, mais l’employeur n’est pas tenu d’accorder les jours au-delà du plafond.'
            : 'L’employeur n’est pas tenu d’accorder les jours au-delà du plafond.'}
        </Alert>
      ))}
      {leave.notice_passed && (
        <Alert severity="warning">
          {`Délai de prévenance dépassé : la demande devait parvenir à l’employeur au plus tard le ${deadline} (${formatLeaveDays(leave.notice_days)} avant le premier jour). `}
          {moment === 'choice'
            ? 'Vous pouvez vous inscrire ; prévenez votre employeur sans attendre, il pourrait refuser l’absence.'
            : 'Inscription faite après cette date : l’employeur pourrait refuser l’absence.'}
        </Alert>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TeamMember, TrainingDetail } from '@irt/api/contract';
import { registrationCountdown, teamHoursBanner, trainingMoment } from './team-timing';
import { TRAINING_STATUS } from '@irt/api/constants';

/** Status id of a cancelled training: no countdown for it. */
const CANCELLED_STATUS_ID = TRAINING_STATUS.cancelled;

export interface TeamBannersProps {
  training: Pick<TrainingDetail, 'start_date' | 'end_date' | 'training_status_id' | 'registration'>;
  /** The whole team once both lists are loaded, undefined before. */
  team: TeamMember[] | undefined;
}

/** The team timing banner and the registration countdown alert at the top of the Équipe tab. */
export function TeamBanners({ training, team }: TeamBannersProps) {
  const moment = trainingMoment(training);
  const hours = team ? teamHoursBanner(moment, team) : null;
  const countdown = training.training_status_id === CANCELLED_STATUS_ID ? null : registrationCountdown(moment, training.registration);
  if (!hours && !countdown) return null;
  return (
    <Stack spacing={1}>
      {countdown ? (
        <Alert severity={countdown.severity} data-testid="registration-countdown">
          {countdown.text}
        </Alert>
      ) : null}
      {hours ? (
        <Alert severity={hours.severity} data-testid="team-hours-banner">
          {hours.text}
        </Alert>
      ) : null}
    </Stack>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { serverMessage } from '@irt/shared-ui/messages';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import type { ProfileSearchItem } from '@irt/api/contract';
import { useProfile, useTraining } from '@irt/shared-auth/endpoints';
import { AccountSections } from '../../account';
import { FinalisationStep, registrationBlocked, useRegistrationOptions } from '../../registration';
import { TraineePicker } from '../components/TraineePicker';

export interface AdminRegistrationProps {
  trainingId: number;
  open: boolean;
  onClose: () => void;
}

/** Width of the slide-over on a wide screen: the account form's sections keep their two columns. */
const DRAWER_WIDTH = 960;

/** (b) and (c): the trainee's account form bound to their profile, then the wizard's last step for them. */
function TraineeRegistration({
  trainingId,
  trainee,
  onChangeTrainee,
  onRegistered,
}: {
  trainingId: number;
  trainee: ProfileSearchItem;
  onChangeTrainee: () => void;
  onRegistered: (message: string) => void;
}) {
  const training = useTraining(trainingId);
  const profile = useProfile(trainee.id);
  const options = useRegistrationOptions(trainingId, trainee.id);

  const header = (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar src={trainee.profile_picture ?? undefined} alt="">
        {trainee.user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{`Stagiaire : ${trainee.user.name}`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${trainee.profile_number} · ${trainee.user.email}`}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onChangeTrainee}>
        Changer de stagiaire
      </Button>
    </Paper>
  );

  if (training.isError || profile.isError || options.isError) {
    return (
      <Stack spacing={2}>
        {header}
        <Alert severity="error">Les informations de ce stagiaire ou de la formation n&apos;ont pas pu être chargées. Veuillez réessayer.</Alert>
      </Stack>
    );
  }
  if (!training.data || !profile.data || !options.data) {
    return (
      <Stack spacing={2}>
        {header}
        <ListSkeleton rows={6} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {header}
      <AccountSections profile={profile.data} headingLevel="h3" ownAccount={false} />
      <Divider />
      <FinalisationStep
        key={trainee.id}
        training={training.data}
        profile={profile.data}
        options={options.data}
        blocked={registrationBlocked(options.data, false)}
        onEditMandates={() => document.getElementById('syndicat-et-mandats')?.scrollIntoView({ behavior: 'smooth' })}
        onRegistered={onRegistered}
        forOther
      />
    </Stack>
  );
}

/**
 * The administrator-made registration ('The same form also appears in a wide slide-over'),
 * opened from the Stagiaires tab of a training: (a) find the trainee, (b) check and complete their
 * account form, (c) the wizard's last step for them, and register.
 */
export function AdminRegistrationDrawer({ trainingId, open, onClose }: AdminRegistrationProps) {
  const [trainee, setTrainee] = useState<ProfileSearchItem | null>(null);
  const close = () => {
    setTrainee(null);
    onClose();
  };
  return (
    <SidePanel open={open} title="Inscrire un stagiaire" onClose={close} width={DRAWER_WIDTH}>
      {trainee === null ? (
        <TraineePicker onPick={setTrainee} />
      ) : (
        <TraineeRegistration
          trainingId={trainingId}
          trainee={trainee}
          onChangeTrainee={() => setTrainee(null)}
          onRegistered={(message) => {
            notify(serverMessage(message));
            close();
          }}
        />
      )}
    </SidePanel>
  );
}

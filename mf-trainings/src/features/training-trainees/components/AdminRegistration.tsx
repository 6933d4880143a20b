import { useState } from 'react';
import Button from '@mui/material/Button';
import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import { RemoteView, type RemoteComponentModule } from '@irt/shared-ui/components/RemoteView';
import { loadFromRemote } from '@irt/shared-auth';
import { CAN_REGISTER_OTHERS, type RoleGroup } from '@irt/api/constants';

/** The props of `mf_trainee/AdminRegistration` (the administrator-made registration's slide-over). */
interface AdminRegistrationProps {
  trainingId: number;
  open: boolean;
  onClose: () => void;
}

/** Who registers another trainee: CAN_REGISTER_OTHERS of the contract (the server checks it too). */
export const ADMIN_REGISTRATION_ROLES: RoleGroup = CAN_REGISTER_OTHERS;

const ADMIN_REGISTRATION = { remote: 'mf_trainee', module: './AdminRegistration' } as const;
const loadAdminRegistration = () => loadFromRemote<RemoteComponentModule<AdminRegistrationProps>>(ADMIN_REGISTRATION);

/**
 * 'Inscrire un stagiaire' and the wide slide-over that mf_trainee exposes (the trainee's account form
 * and the wizard's last step, for the trainee the administrator picks). The trainee space is loaded at
 * the first click only; the slide-over's registration reloads the trainings root, so this tab's list.
 */
export function AdminRegistration({ trainingId }: { trainingId: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PersonAddAlt />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Inscrire un stagiaire
      </Button>
      {opened && (
        <RemoteView
          moduleKey="mf_trainee/AdminRegistration"
          load={loadAdminRegistration}
          skeletonRows={1}
          props={{ trainingId, open, onClose: () => setOpen(false) }}
        />
      )}
    </>
  );
}

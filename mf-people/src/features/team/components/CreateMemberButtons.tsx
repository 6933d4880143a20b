import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAddAltOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@irt/shared-auth';
import { mayManageTeamRole, type TeamRoleId } from '@irt/api/constants';

export interface CreateButton {
  roleId: TeamRoleId;
  label: string;
}

/**
 * Buttons leading to the creation of a team member (/equipe/creer-un-compte/{roleId}), each shown to
 * the roles that may create that role (`TEAM_MEMBER_CREATORS`, the rule the server applies).
 */
export function CreateMemberButtons({ buttons }: { buttons: readonly CreateButton[] }) {
  const role = useSession((state) => state.user?.role.slug ?? null);
  const allowed = buttons.filter((button) => mayManageTeamRole(role, button.roleId));
  if (allowed.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {allowed.map((button) => (
        <Button key={button.roleId} component={RouterLink} to={`/equipe/creer-un-compte/${button.roleId}`} variant="contained" startIcon={<PersonAdd />}>
          {button.label}
        </Button>
      ))}
    </Box>
  );
}

/** The creation buttons of the team directory. */
export const DIRECTORY_BUTTONS: readonly CreateButton[] = [
  { roleId: 1, label: 'Créer un admin' },
  { roleId: 2, label: 'Créer un gestionnaire' },
];

/** Hidden from the intervenant, the first also from the responsable pédagogique. */
export const TRAINER_BUTTONS: readonly CreateButton[] = [
  { roleId: 3, label: 'Créer un responsable pédagogique' },
  { roleId: 4, label: 'Créer un intervenant' },
];

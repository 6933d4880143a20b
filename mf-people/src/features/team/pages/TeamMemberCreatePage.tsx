import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { readApiError, useSession } from '@irt/shared-auth';
import { notify } from '@irt/shared-ui/components/notifications';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { MESSAGES } from '@irt/shared-ui/messages';
import { isTeamRoleId, mayManageTeamRole } from '@irt/api/constants';
import { useUploadProfilePicture } from '@irt/shared-auth/endpoints';
import { useCreateTeamMember } from '../api/team-mutations';
import { TeamMemberForm } from '../components/TeamMemberForm';
import { CREATE_TITLES, creationOf, EMPTY_VALUES, isTeachingRole } from '../components/team-form-values';

/**
 * /equipe/creer-un-compte/{roleId} ('Créer un membre de l'équipe'): the team member
 * form for a new account of role 1 to 4, offered to those who may create that role (the server checks
 * it too). Once created, the picture chosen is uploaded and the page goes to the member's edit screen.
 */
export default function TeamMemberCreatePage() {
  const { roleId: rawRoleId } = useParams();
  const roleId = Number(rawRoleId);
  const role = useSession((state) => state.user?.role.slug ?? null);
  const navigate = useNavigate();
  const create = useCreateTeamMember();
  const upload = useUploadProfilePicture();

  if (!isTeamRoleId(roleId)) {
    return (
      <Box sx={{ width: '100%', maxWidth: 960 }}>
        <PageHeader title="Créer un membre de l'équipe" />
        <Alert severity="error">Ce type de compte n&apos;existe pas.</Alert>
      </Box>
    );
  }
  const back = isTeachingRole(roleId) ? { to: '/formateurs', label: 'Retour aux formateurs' } : { to: '/equipe', label: "Retour à l'équipe" };
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={CREATE_TITLES[roleId]} />
      {mayManageTeamRole(role, roleId) ? (
        <TeamMemberForm
          mode="create"
          roleId={roleId}
          defaultValues={EMPTY_VALUES}
          manages
          own={false}
          submitLabel="Créer le compte"
          back={back}
          onSubmit={async (values, picture) => {
            const created = await create.mutateAsync(creationOf(roleId, values));
            notify(MESSAGES.profileCreated);
            if (picture) {
              try {
                await upload.mutateAsync({ profileId: created.id, file: picture });
              } catch (error) {
                notify(MESSAGES.saveFailedShort, readApiError(error).message);
              }
            }
            navigate(`/equipe/modifier-un-compte/${created.id}`);
          }}
        />
      ) : (
        <Alert severity="error">Vous ne pouvez pas créer ce type de compte.</Alert>
      )}
    </Box>
  );
}

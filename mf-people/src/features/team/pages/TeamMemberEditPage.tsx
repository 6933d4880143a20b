import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readApiError, useSession } from '@irt/shared-auth';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { MESSAGES } from '@irt/shared-ui/messages';
import { mayManageTeamRole, ROLE , ofName } from '@irt/api/constants';
import type { ProfileDetail } from '@irt/api/contract';
import { useProfile, useUpdateProfile, useUploadProfilePicture } from '@irt/shared-auth/endpoints';
import { TeamMemberForm } from '../components/TeamMemberForm';
import { updateOf, valuesOf } from '../components/team-form-values';

function EditForm({ profile, own, manages, bankEditable }: { profile: ProfileDetail; own: boolean; manages: boolean; bankEditable: boolean }) {
  const update = useUpdateProfile(profile.id);
  const upload = useUploadProfilePicture();
  return (
    <TeamMemberForm
      key={profile.id}
      mode="edit"
      roleId={profile.role.id}
      defaultValues={valuesOf(profile)}
      manages={manages}
      own={own}
      ibanMasked={profile.iban === null ? profile.iban_masked : null}
      bankEditable={bankEditable}
      pictureUrl={profile.temporary_profile_picture_url}
      submitLabel="Enregistrer les modifications"
      back={own ? { to: '/profil', label: 'Retour à mon profil' } : { to: `/equipe/${profile.id}`, label: 'Retour au profil' }}
      onSubmit={async (values) => {
        await update.mutateAsync(updateOf(profile.role.id, values, { manages, bankEditable, ibanInClear: profile.iban !== null }));
        notify(MESSAGES.profileUpdated);
      }}
      onPicture={async (file) => {
        await upload.mutateAsync({ profileId: profile.id, file });
        notify(MESSAGES.itemUpdated);
      }}
    />
  );
}

/**
 * The team member form on an existing profile: /equipe/modifier-un-compte/{profileId}, the staff's own
 * /modifier-un-compte, and the administrateur's /modifier-un-compte/{id} on a staff profile. Editable
 * by its holder and by those who manage its role (the server decides the same way).
 */
export function TeamMemberEdit({ profileId }: { profileId: number | null }) {
  const role = useSession((state) => state.user?.role.slug ?? null);
  const ownId = useSession((state) => state.profile?.id ?? null);
  const detail = useProfile(profileId);
  const profile = detail.data;
  const own = profileId !== null && profileId === ownId;

  let title = own ? 'Modifier mon profil' : "Modifier un membre de l'équipe";
  let content;
  if (profileId === null) {
    content = <Alert severity="error">Profil introuvable.</Alert>;
  } else if (profile) {
    const manages = mayManageTeamRole(role, profile.role.id);
    if (!own) title = `Modifier le compte ${ofName(profile.name)}`;
    if (profile.role.id === ROLE.stagiaire) {
      content = (
        <Alert severity="info" action={role === 'administrateur' ? <Button component={RouterLink} to={`/modifier-un-compte/${profile.id}`}>Ouvrir</Button> : undefined}>
          Ce profil est celui d&apos;un stagiaire : il se modifie avec le formulaire des stagiaires.
        </Alert>
      );
    } else if (!own && !manages) {
      content = <Alert severity="error">Vous ne pouvez pas modifier ce compte.</Alert>;
    } else {
      // Bank details change only by their holder or the administrateur (the server refuses anyone else).
      content = <EditForm profile={profile} own={own} manages={manages} bankEditable={own || role === 'administrateur'} />;
    }
  } else if (detail.isError) {
    const status = readApiError(detail.error).status;
    content = <Alert severity="error">{status === 404 ? 'Profil introuvable.' : "Le profil n'a pas pu être chargé. Veuillez réessayer plus tard."}</Alert>;
  } else {
    content = <ListSkeleton rows={6} />;
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={title} />
      {content}
    </Box>
  );
}

/** The route's page: the profile named by `:profileId` (or `:id`), else one's own. */
export default function TeamMemberEditPage() {
  const params = useParams();
  const ownId = useSession((state) => state.profile?.id ?? null);
  const raw = params.profileId ?? params.id;
  const requested = raw !== undefined ? Number(raw) : ownId;
  const profileId = requested !== null && Number.isInteger(requested) && requested > 0 ? requested : null;
  return <TeamMemberEdit profileId={profileId} />;
}

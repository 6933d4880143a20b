import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readApiError, useSession } from '@irt/shared-auth';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PasswordChangeDialog } from '@irt/shared-ui/components/PasswordChangeDialog';
import { mayManageTeamRole , ofName } from '@irt/api/constants';
import { useChangeOwnPassword, useProfile } from '@irt/shared-auth/endpoints';
import { TeamProfileSections } from '../components/TeamProfileSections';

const CalendarFeedSection = lazy(() => import('@irt/shared-ui/components/CalendarFeedSection'));

/**
 * A team member's profile (/equipe/{profileId}) and a staff
 * member's own profile (/profil, 'Mon profil'): header with the name and 'Modifier' (one's own, or a
 * member whose role the reader manages) to /equipe/modifier-un-compte/{id}, on one's own 'Changer mon
 * mot de passe' (the dialog every role shares), then the sections.
 */
export default function TeamMemberProfilePage() {
  const params = useParams();
  const role = useSession((state) => state.user?.role.slug ?? null);
  const ownId = useSession((state) => state.profile?.id ?? null);
  const requested = params.profileId !== undefined ? Number(params.profileId) : ownId;
  const profileId = requested !== null && Number.isInteger(requested) && requested > 0 ? requested : null;
  const own = profileId !== null && profileId === ownId;
  const detail = useProfile(profileId);
  const profile = detail.data;
  const changePassword = useChangeOwnPassword();
  const [passwordDialog, setPasswordDialog] = useState(false);

  let content;
  if (profileId === null) {
    content = <Alert severity="error">Profil introuvable.</Alert>;
  } else if (profile) {
    const canEdit = own || mayManageTeamRole(role, profile.role.id);
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Avatar src={profile.temporary_profile_picture_url ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {profile.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {profile.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.is_active ? profile.role.name : `${profile.role.name} — compte inactif`}
            </Typography>
          </Box>
          {canEdit ? (
            <Button component={RouterLink} to={`/equipe/modifier-un-compte/${profile.id}`} variant="contained" aria-label={own ? 'Modifier mon profil' : `Modifier le compte ${ofName(profile.name)}`}>
              Modifier
            </Button>
          ) : null}
          {own ? (
            <Button variant="outlined" onClick={() => setPasswordDialog(true)}>
              Changer mon mot de passe
            </Button>
          ) : null}
        </Box>
        <TeamProfileSections profile={profile} own={own} />
        {own ? (
          <>
            <Suspense fallback={null}>
              <CalendarFeedSection holds="Les formations où vous intervenez, dans votre agenda." />
            </Suspense>
            <PasswordChangeDialog
              open={passwordDialog}
              onClose={() => setPasswordDialog(false)}
              onSubmit={(body) => changePassword.mutateAsync(body)}
              pending={changePassword.isPending}
            />
          </>
        ) : null}
      </>
    );
  } else if (detail.isError) {
    const status = readApiError(detail.error).status;
    content = (
      <Alert severity="error">
        {status === 404 ? 'Profil introuvable.' : status === 403 ? "Vous n'avez pas accès à ce profil." : "Le profil n'a pas pu être chargé. Veuillez réessayer plus tard."}
      </Alert>
    );
  } else {
    content = <ListSkeleton rows={6} />;
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={params.profileId === undefined ? 'Mon profil' : profile ? profile.name : "Membre de l'équipe"} />
      {content}
    </Box>
  );
}

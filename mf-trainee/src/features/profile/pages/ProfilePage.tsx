import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CALENDAR_FEED_ANCHOR, CALENDAR_FEED_TITLE } from '@irt/shared-ui/calendar-feed';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import type { ProfileDetail, RoleSlug } from '@irt/api/contract';
import { useProfile } from '@irt/shared-auth/endpoints';
import { SECTION_CONTENT } from '../components/ProfileInfoSections';
import { editPathFor, sectionsFor } from '../components/profile-sections';

// Loaded after the profile: the trainee's first page does not carry it.
const CalendarFeedSection = lazy(() => import('@irt/shared-ui/components/CalendarFeedSection'));

function ProfileSections({ profile, role }: { profile: ProfileDetail; role: RoleSlug }) {
  const sections = sectionsFor(role);
  const edit = editPathFor(role, profile.id);
  return (
    <Stack spacing={2}>
      {profile.profile_completion < 100 && <Alert severity="error">Attention, votre profil n&apos;est pas complet</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={profile.temporary_profile_picture_url ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {profile.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 700 }}>{profile.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${profile.role.name} — profil complété à ${profile.profile_completion} %`}
          </Typography>
        </Box>
        <Button component={RouterLink} to={edit.to} variant="contained">
          {edit.label}
        </Button>
      </Box>
      <Box component="nav" aria-label="Sections du profil" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {sections.map((section) => (
          <Link key={section.id} href={`#${section.id}`} variant="body2">
            {section.title}
          </Link>
        ))}
        <Link href={`#${CALENDAR_FEED_ANCHOR}`} variant="body2">
          {CALENDAR_FEED_TITLE}
        </Link>
      </Box>
      {sections.map((section) => {
        const Content = SECTION_CONTENT[section.id];
        return (
          <Card key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-titre`} variant="outlined" sx={{ scrollMarginTop: 80 }}>
            <CardContent>
              <Typography id={`${section.id}-titre`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
                {section.title}
              </Typography>
              <Content profile={profile} />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** /profil 'Mon profil' (the spec's 'Mes informations', named as the sidebar's entry): the own profile in anchored sections, per role. */
export default function ProfilePage() {
  const role = useSession((state) => state.user?.role.slug ?? null);
  const profileId = useSession((state) => state.profile?.id ?? null);
  const profileMissing = useSession((state) => state.profileMissing);
  const detail = useProfile(profileId);

  let content;
  if (profileMissing || (profileId === null && role !== null)) {
    content = (
      <Alert severity="error" action={<Button component={RouterLink} to="/modifier-un-compte">Créer mon profil</Button>}>
        Attention, votre profil n&apos;est pas complet
      </Alert>
    );
  } else if (detail.data && role) {
    content = (
      <>
        <ProfileSections profile={detail.data} role={role} />
        <Suspense fallback={null}>
          <CalendarFeedSection holds="Vos formations validées, dans votre agenda." />
        </Suspense>
      </>
    );
  } else if (detail.isError) {
    content = <Alert severity="error">Votre profil n&apos;a pas pu être chargé. Veuillez réessayer plus tard.</Alert>;
  } else {
    content = <ListSkeleton rows={6} />;
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title="Mon profil" />
      {content}
    </Box>
  );
}

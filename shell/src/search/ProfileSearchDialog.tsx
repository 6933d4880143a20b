import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { PROFILE_SEARCH_ROLE_IDS, useSession } from '@irt/shared-auth';
import { useProfileSearch } from '@irt/shared-auth/query';
import { initials } from '@irt/shared-ui/formatters';
import { profilePageFor, type ProfileSearchContext } from './api/search-profiles';
import { SearchDialogFrame } from './SearchDialogFrame';
import { ofName } from '@irt/api/constants';

export interface ProfileSearchDialogProps {
  open: boolean;
  onClose: () => void;
  context: ProfileSearchContext;
}

const TITLES: Record<ProfileSearchContext, string> = {
  trainees: 'Rechercher un stagiaire',
  teachers: 'Rechercher un formateur',
  team: "Rechercher un membre de l'équipe",
};


/** Profile search: trainees, teachers or team depending on the page's search context. */
export function ProfileSearchDialog({ open, onClose, context }: ProfileSearchDialogProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const { results, loading, empty } = useProfileSearch(term, PROFILE_SEARCH_ROLE_IDS[context]);
  const role = useSession((state) => state.user?.role?.slug ?? null);

  const openProfile = (page: string) => {
    onClose();
    navigate(page);
  };

  return (
    <SearchDialogFrame
      open={open}
      onClose={onClose}
      title={TITLES[context]}
      placeholder="Rechercher un profil..."
      term={term}
      onTermChange={setTerm}
      loading={loading}
      empty={empty}
    >
      <List aria-label="Profils trouvés">
        {results.map((profile) => {
          const page = profilePageFor(context, profile.id, role);
          return (
            <ListItem
              key={profile.id}
              divider
              sx={{ alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              {/* Decorative: the name is written next to it. */}
              <Avatar
                src={profile.profile_picture ?? undefined}
                alt=""
                aria-hidden="true"
                sx={{ mt: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {initials(profile.user.name)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{profile.user.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  N° {profile.profile_number}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="body2">{profile.role.name}</Typography>
                  <Chip
                    size="small"
                    label={profile.is_active ? 'Actif' : 'Inactif'}
                    color={profile.is_active ? 'success' : 'default'}
                    variant="outlined"
                  />
                </Box>
                {profile.phone ? <Typography variant="body2">{profile.phone}</Typography> : null}
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {profile.user.email}
                </Typography>
              </Box>
              {page !== null && (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => openProfile(page)}
                  aria-label={`Voir le profil ${ofName(profile.user.name)}`}
                  sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
                >
                  Voir le profil
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    </SearchDialogFrame>
  );
}

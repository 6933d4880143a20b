import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteBuilt, useSession } from '@irt/shared-auth';
import { mayManageTeamRole, ROLE , ofName } from '@irt/api/constants';
import type { TeamMemberItem } from '@irt/api/contract';

/**
 * Where a card leads: an administrateur's or a gestionnaire's card to the
 * team member's page; a responsable pédagogique's to the teacher detail (/formateurs/{id}), or to the
 * team member's page while that page is not built.
 */
export function useCardTarget(member: Pick<TeamMemberItem, 'id' | 'role'>): string {
  const teacherPage = `/formateurs/${member.id}`;
  const teacherBuilt = useRouteBuilt(teacherPage);
  const isManager = member.role.id === ROLE.administrateur || member.role.id === ROLE.gestionnaire;
  return !isManager && teacherBuilt ? teacherPage : `/equipe/${member.id}`;
}

/** One card of the team directory: picture, name, role, function, email and phone; 'Voir le profil' and 'Modifier'. */
export function TeamMemberCard({ member }: { member: TeamMemberItem }) {
  const viewer = useSession((state) => state.user?.role.slug ?? null);
  const target = useCardTarget(member);
  const titleId = `membre-${member.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
          <Avatar src={member.profile_picture ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {member.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {member.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {member.role.name}
            </Typography>
          </Box>
          {member.is_active ? null : <Chip label="Inactif" size="small" sx={{ ml: 'auto' }} />}
        </Box>
        {member.title ? <Typography variant="body2">{member.title}</Typography> : null}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
        {member.phone ? <Typography variant="body2">{member.phone}</Typography> : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={target} size="small" variant="outlined" aria-label={`Voir le profil ${ofName(member.name)}`}>
          Voir le profil
        </Button>
        {mayManageTeamRole(viewer, member.role.id) ? (
          <Button component={RouterLink} to={`/equipe/modifier-un-compte/${member.id}`} size="small" aria-label={`Modifier le compte ${ofName(member.name)}`} sx={{ ml: '0 !important' }}>
            Modifier
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@irt/api/contract';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { hoursSummary } from './hours';
import { TrainerName } from './TrainerName';

export interface TeamCardsProps {
  title: string;
  empty: string;
  members: TeamMember[] | undefined;
  loading: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label} :
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** The gestionnaire's read-only view of one list of the team: a grid of cards. */
export function TeamCards({ title, empty, members, loading }: TeamCardsProps) {
  const headingId = `team-cards-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {loading ? (
        <ListSkeleton rows={2} />
      ) : !members || members.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {members.map((member) => (
            <Card key={member.profile_id} component="li" variant="outlined" aria-label={member.name}>
              <CardContent>
                <TrainerName profileId={member.profile_id} name={member.name} variant="subtitle1" />
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {member.role.name}
                </Typography>
                <Fact label="Email" value={member.email} />
                <Fact label="Téléphone" value={member.phone ?? 'non renseigné'} />
                <Fact
                  label="Heures prévisionnelles"
                  value={hoursSummary(member.expected_lecture_hours, member.expected_tutorial_hours, member.expected_hetd)}
                />
                <Fact
                  label="Heures réalisées"
                  value={hoursSummary(member.actual_lecture_hours, member.actual_tutorial_hours, member.actual_hetd)}
                />
                <Fact label="Statut Ares" value={member.ares_status?.name ?? 'aucun'} />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

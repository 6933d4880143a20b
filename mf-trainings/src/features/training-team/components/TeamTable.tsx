import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import type { TeamMember } from '@irt/api/contract';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { hoursSummary } from './hours';
import { TrainerName } from './TrainerName';
import { ARES_STATUS , ofName } from '@irt/api/constants';

export interface TeamTableProps {
  title: string;
  addLabel: string;
  empty: string;
  members: TeamMember[] | undefined;
  loading: boolean;
  /** Hidden when null (the supervisors' add button shows only while there is none). */
  onAdd: (() => void) | null;
  onEnterHours: (member: TeamMember) => void;
  onEditNeeds: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}


/** One list of the editable team view: people, their hours, and what can be done with each. */
export function TeamTable({ title, addLabel, empty, members, loading, onAdd, onEnterHours, onEditNeeds, onDelete }: TeamTableProps) {
  const headingId = `team-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {onAdd ? (
          <Button variant="outlined" onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Box>
      {loading ? (
        <ListSkeleton />
      ) : !members || members.length === 0 ? (
        <EmptyState title={empty} />
      ) : narrow ? (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {members.map((member) => (
            <Card key={member.profile_id} component="li" variant="outlined" aria-label={member.name}>
              <CardContent sx={{ pb: 0 }}>
                <TrainerName profileId={member.profile_id} name={member.name} />
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
                  {member.email}
                </Typography>
                <Typography variant="body2">{`Prévisionnelles : ${hoursSummary(member.expected_lecture_hours, member.expected_tutorial_hours, member.expected_hetd)}`}</Typography>
                <Typography variant="body2">{`Réalisées : ${hoursSummary(member.actual_lecture_hours, member.actual_tutorial_hours, member.actual_hetd)}`}</Typography>
                <Typography variant="body2">{`Statut Ares : ${member.ares_status?.name ?? '–'}`}</Typography>
              </CardContent>
              <CardActions>
                <MemberActions member={member} onEnterHours={onEnterHours} onEditNeeds={onEditNeeds} onDelete={onDelete} />
              </CardActions>
            </Card>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Nom</TableCell>
                <TableCell>Heures prévisionnelles</TableCell>
                <TableCell>Heures réalisées</TableCell>
                <TableCell>Statut Ares</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.profile_id}>
                  <TableCell>
                    <TrainerName profileId={member.profile_id} name={member.name} />
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{hoursSummary(member.expected_lecture_hours, member.expected_tutorial_hours, member.expected_hetd)}</TableCell>
                  <TableCell>{hoursSummary(member.actual_lecture_hours, member.actual_tutorial_hours, member.actual_hetd)}</TableCell>
                  <TableCell>{member.ares_status?.name ?? '–'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <MemberActions member={member} onEnterHours={onEnterHours} onEditNeeds={onEditNeeds} onDelete={onDelete} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** Ares status from which the contract is validated: the member can no longer be removed. */
const CONTRACT_VALIDATED = ARES_STATUS.validated;

function MemberActions({ member, onEnterHours, onEditNeeds, onDelete }: Pick<TeamTableProps, 'onEnterHours' | 'onEditNeeds' | 'onDelete'> & { member: TeamMember }) {
  const locked = member.ares_status_id !== null && member.ares_status_id >= CONTRACT_VALIDATED;
  return (
    <>
      <Button size="small" onClick={() => onEnterHours(member)}>
        Saisir les heures
      </Button>
      <Tooltip title="Besoins de défraiement">
        <IconButton aria-label={`Besoins ${ofName(member.name)}`} onClick={() => onEditNeeds(member)}>
          <LuggageOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={locked ? 'Contrat Ares validé : suppression impossible' : 'Supprimer'}>
        {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
        <span>
          <IconButton aria-label={`Supprimer ${member.name}`} onClick={() => onDelete(member)} color="error" disabled={locked}>
            <DeleteOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}

import Box from '@mui/material/Box';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { useListController } from '@irt/shared-auth/query';
import { useTeam } from '../api/get-team';
import { CreateMemberButtons, DIRECTORY_BUTTONS } from '../components/CreateMemberButtons';
import { TeamMemberCard } from '../components/TeamMemberCard';

/**
 * /equipe: the cards of the administrators, managers and
 * pedagogical supervisors, 12 a page, the page in the address; 'Créer un admin' and 'Créer un
 * gestionnaire' for those who may create them.
 */
export default function TeamDirectoryPage() {
  const list = useListController();
  const team = useTeam(list.page);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Équipe" actions={<CreateMemberButtons buttons={DIRECTORY_BUTTONS} />} />
      <PagedList
        label="Membres de l'équipe"
        query={team}
        page={list.page}
        onPageChange={list.setPage}
        layout="grid"
        getKey={(member) => member.id}
        renderItem={(member) => (
          <li>
            <TeamMemberCard member={member} />
          </li>
        )}
        emptyText="Aucun membre de l'équipe pour le moment"
        skeletonRows={6}
        paginationLabel="Pages de l'équipe"
      />
    </Box>
  );
}

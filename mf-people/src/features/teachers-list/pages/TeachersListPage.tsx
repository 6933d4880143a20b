import { PeopleListPage } from '../../../shared/PeopleListPage';
import { CreateMemberButtons, TRAINER_BUTTONS } from '../../team';
import { useTeachers } from '../api/get-teachers';
import { TEACHER_COLUMNS } from '../components/teacher-columns';

/**
 * /formateurs: the responsables pédagogiques and intervenants,
 * 10 per page. 'Créer un responsable pédagogique' and 'Créer un intervenant' lead to the team member
 * creation, each for the roles that may create it.
 */
export default function TeachersListPage() {
  return (
    <PeopleListPage
      title="Formateurs"
      noun="formateur"
      usePeople={useTeachers}
      columns={TEACHER_COLUMNS}
      actions={<CreateMemberButtons buttons={TRAINER_BUTTONS} />}
      skeletonRows={6}
      tableMinWidth={760}
    />
  );
}

import { PeopleListPage } from '../../../shared/PeopleListPage';
import { useTrainees } from '../api/get-trainees';
import { TRAINEE_COLUMNS } from '../components/trainee-columns';

/**
 * /stagiaires: the trainees, 20 per page; an intervenant gets those of the
 * trainings they teach (the API decides).
 */
export default function TraineesListPage() {
  return (
    <PeopleListPage
      title="Stagiaires"
      noun="stagiaire"
      usePeople={useTrainees}
      columns={TRAINEE_COLUMNS}
      skeletonRows={8}
      tableMinWidth={900}
    />
  );
}

/** Exposed as `mf_people/TraineeDetail`: a trainee's page (/stagiaires/{id}). */
import PersonDetailPage from '../features/person-detail/pages/PersonDetailPage';

export default function TraineeDetail() {
  return <PersonDetailPage kind="trainee" />;
}

/** Exposed as `mf_people/TeacherDetail`: a trainer's page (/formateurs/{id}). */
import PersonDetailPage from '../features/person-detail/pages/PersonDetailPage';

export default function TeacherDetail() {
  return <PersonDetailPage kind="teacher" />;
}

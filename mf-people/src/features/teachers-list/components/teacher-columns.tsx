import type { TeacherListItem } from '@irt/api/contract';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { DetailsLink } from '../../../shared/DetailsLink';
import { PersonName } from '../../../shared/PersonName';

export const teacherPath = (id: number) => `/formateurs/${id}`;

/**
 * The trainer list: name, role, status (the employment status),
 * function and 'Détails' (the teacher's page); a card per trainer on a phone.
 */
export const TEACHER_COLUMNS: readonly ListColumn<TeacherListItem>[] = [
  {
    key: 'name',
    header: 'Nom',
    title: true,
    minWidth: 200,
    render: (teacher) => <PersonName name={teacher.name} email={teacher.email} active={teacher.is_active} />,
  },
  { key: 'role', header: 'Rôle', card: 'labelled', render: (teacher) => teacher.role.name },
  {
    key: 'status',
    header: 'Statut',
    card: 'labelled',
    render: (teacher) => teacher.employment_status?.name ?? '—',
    renderCard: (teacher) => teacher.employment_status?.name ?? null,
  },
  { key: 'title', header: 'Fonction', card: 'labelled', render: (teacher) => teacher.title || '—', renderCard: (teacher) => teacher.title || null },
  {
    key: 'details',
    header: 'Détails',
    hideHeader: true,
    align: 'right',
    card: 'actions',
    render: (teacher) => <DetailsLink to={teacherPath(teacher.id)} name={teacher.name} />,
  },
];

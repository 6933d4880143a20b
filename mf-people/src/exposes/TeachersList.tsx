/** Exposed as `mf_people/TeachersList`: the trainer list (/formateurs). */
export { default } from '../features/teachers-list/pages/TeachersListPage';

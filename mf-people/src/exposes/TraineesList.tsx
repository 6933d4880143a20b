/** Exposed as `mf_people/TraineesList`: the staff's trainee list (/stagiaires). */
export { default } from '../features/trainees-list/pages/TraineesListPage';

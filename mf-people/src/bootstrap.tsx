import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-people', [
  { path: '/', label: 'Stagiaires', load: () => import('./exposes/TraineesList') },
  { path: '/formateurs', label: 'Formateurs', load: () => import('./exposes/TeachersList') },
]);

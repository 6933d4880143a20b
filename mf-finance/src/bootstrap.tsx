import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-finance', [
  { path: '/', label: 'Finances', load: () => import('./exposes/Finance') },
  { path: '/regie', label: 'Régie', load: () => import('./exposes/Regie') },
]);

import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-trainings', [{ path: '/', label: 'Tableaux de bord', load: () => import('./exposes/Dashboard') }]);

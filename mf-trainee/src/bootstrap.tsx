import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-trainee', [{ path: '/', label: 'Tableau de bord', load: () => import('./exposes/Dashboard') }]);

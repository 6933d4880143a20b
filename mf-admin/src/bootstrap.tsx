import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-admin', [{ path: '/', label: 'Administration', load: () => import('./exposes/Admin') }]);

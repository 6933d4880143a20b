import { renderStandalone } from '../../webpack/standalone/StandaloneApp';

renderStandalone('mf-people', [{ path: '/', label: 'Personnes', load: () => import('./exposes/People') }]);

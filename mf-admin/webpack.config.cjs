// mf_admin: reference-data editor, exports and statistics (later issues).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-admin',
  exposes: { './Admin': './src/exposes/Admin.tsx' },
});

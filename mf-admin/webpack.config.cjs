// mf_admin: the outbox; reference-data editor, exports and statistics (later issues).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-admin',
  exposes: { './Admin': './src/exposes/Admin.tsx', './Outbox': './src/exposes/Outbox.tsx' },
});

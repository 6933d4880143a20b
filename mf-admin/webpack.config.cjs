// mf_admin: the outbox, the audit trail, the scheduled jobs, the reference-data editor; exports and statistics.
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-admin',
  exposes: { './Admin': './src/exposes/Admin.tsx', './Outbox': './src/exposes/Outbox.tsx', './Audit': './src/exposes/Audit.tsx', './Referentiel': './src/exposes/Referentiel.tsx', './Exports': './src/exposes/Exports.tsx', './Jobs': './src/exposes/Jobs.tsx', './Complaints': './src/exposes/Complaints.tsx', './ComplaintDetail': './src/exposes/ComplaintDetail.tsx', './ImprovementActions': './src/exposes/ImprovementActions.tsx', './Bpf': './src/exposes/Bpf.tsx' },
});

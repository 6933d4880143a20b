// mf_trainee: everything a stagiaire sees besides the shell. Keep exposes coarse (one per page group).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-trainee',
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './TrainingView': './src/exposes/TrainingView.tsx',
    './Catalogue': './src/exposes/Catalogue.tsx',
    './Refunds': './src/exposes/Refunds.tsx',
    './AccountForm': './src/exposes/AccountForm.tsx',
    './Profile': './src/exposes/Profile.tsx',
    './Registration': './src/exposes/Registration.tsx',
    './AdminRegistration': './src/exposes/AdminRegistration.tsx',
    './Signing': './src/exposes/Signing.tsx',
    './ColdSurvey': './src/exposes/ColdSurvey.tsx',
    './MyComplaints': './src/exposes/MyComplaints.tsx',
  },
});

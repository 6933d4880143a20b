// mf_trainings: trainings, training detail, calendar and the staff dashboards.
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-trainings',
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './TrainingsList': './src/exposes/TrainingsList.tsx',
    './Calendar': './src/exposes/Calendar.tsx',
    './TrainingDetail': './src/exposes/TrainingDetail.tsx',
    './TrainingForm': './src/exposes/TrainingForm.tsx',
    './Signing': './src/exposes/Signing.tsx',
    './TeamSurvey': './src/exposes/TeamSurvey.tsx',
    './Quality': './src/exposes/Quality.tsx',
  },
});

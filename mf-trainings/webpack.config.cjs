// mf_trainings: trainings, training detail, calendar and the staff dashboards.
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-trainings',
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './TrainingDetail': './src/exposes/TrainingDetail.tsx',
  },
});

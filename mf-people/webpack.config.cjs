// mf_people: trainees, trainers, team, profiles and trainer hours (pages arrive with later issues).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-people',
  exposes: { './People': './src/exposes/People.tsx' },
});

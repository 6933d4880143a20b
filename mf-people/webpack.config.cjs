// mf_people: trainees, trainers, team, profiles and trainer hours (the lists first; the other pages later).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-people',
  exposes: {
    './People': './src/exposes/People.tsx',
    './TraineesList': './src/exposes/TraineesList.tsx',
    './TeachersList': './src/exposes/TeachersList.tsx',
    './TraineeDetail': './src/exposes/TraineeDetail.tsx',
    './TeacherDetail': './src/exposes/TeacherDetail.tsx',
  },
});

// mf_people: trainees, trainers, team, profiles and trainer hours (the lists first; the other pages later).
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'mf-people',
  exposes: {
    './People': './src/exposes/People.tsx',
    './TraineesList': './src/exposes/TraineesList.tsx',
    './TeachersList': './src/exposes/TeachersList.tsx',
    './StaffHours': './src/exposes/StaffHours.tsx',
    './TeamDirectory': './src/exposes/TeamDirectory.tsx',
    './TeamMemberCreate': './src/exposes/TeamMemberCreate.tsx',
    './TeamMemberEdit': './src/exposes/TeamMemberEdit.tsx',
    './TeamMemberProfile': './src/exposes/TeamMemberProfile.tsx',
    './AccountEditDispatch': './src/exposes/AccountEditDispatch.tsx',
    './TraineeDetail': './src/exposes/TraineeDetail.tsx',
    './TeacherDetail': './src/exposes/TeacherDetail.tsx',
  },
});

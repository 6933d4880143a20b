/** Exposed as `mf_trainings/TeamSurvey`: the teaching team's survey at the end of a training (/formations/:id/questionnaire-equipe). */
export { default } from '../features/team-survey/pages/TeamSurveyPage';

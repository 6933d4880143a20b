/** Exposed as `mf_trainee/ColdSurvey`: the cold survey three months after a training (/formations/:id/questionnaire-a-froid). */
export { default } from '../features/cold-survey/pages/ColdSurveyPage';

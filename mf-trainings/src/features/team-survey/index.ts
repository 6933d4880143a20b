/** The teaching team's survey: its page only, exposed as `mf_trainings/TeamSurvey`. */
export { default as TeamSurveyPage } from './pages/TeamSurveyPage';

/** What the trainee's training page composes of the cold survey: its panel (the page is exposed as `mf_trainee/ColdSurvey`). */
export { ColdSurveyPanel } from './components/ColdSurveyPanel';

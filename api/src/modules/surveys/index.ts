/** What other parts of the API use of the quality surveys: the scheduled pass (jobs/scheduled-work.ts) and its timing. */
export { runQualitySurveys, summarisePass, SURVEY_TIMING, type SurveyPass } from './job';

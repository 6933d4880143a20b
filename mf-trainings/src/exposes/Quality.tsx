/** Exposed as `mf_trainings/Quality`: the satisfaction results per theme and year (/qualite). */
export { default } from '../features/quality/pages/QualityPage';

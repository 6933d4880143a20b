/** The Qualité page: satisfaction results per theme and year, with its workbook. */
export { default as QualityPage } from './pages/QualityPage';

/** The complaints as the staff handle them: the list and one complaint's page. */
export { default as ComplaintsPage } from './pages/ComplaintsPage';
export { default as ComplaintDetailPage } from './pages/ComplaintDetailPage';

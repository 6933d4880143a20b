/** 'Mes réclamations': the complaint form and one's own complaints with their answers. */
export { default as MyComplaintsPage } from './pages/MyComplaintsPage';

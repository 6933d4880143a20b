/** Exposed as `mf_trainee/MyComplaints`: 'Mes réclamations' (/mes-reclamations, everyone logged in). */
export { default } from '../features/complaints/pages/MyComplaintsPage';

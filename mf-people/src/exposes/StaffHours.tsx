/** Exposed as `mf_people/StaffHours`: the trainer hours report (/formateurs/heures). */
export { default } from '../features/staff-hours/pages/StaffHoursPage';

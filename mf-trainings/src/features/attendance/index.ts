/** What the training page composes of the attendance feature: its Présences tab. */
export { AttendanceTab } from './components/AttendanceTab';

// The server answers each staff dashboard's first reads in the page's HTML (DASHBOARD_FIRST_WAVE), under
// the query keys of this remote's hooks: the table must name the same keys and the same panels, or the
// dashboard would ask again for what the page already holds.
import { DASHBOARD_FIRST_WAVE, STAFF_DASHBOARD_READS } from '@irt/api/constants';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { adminDashboardStatsQueryOptions } from './api/get-admin-dashboard-stats';
import { last15DaysTrainingsQueryOptions } from './api/get-last-15-days-trainings';
import { lowInscriptionTrainingsQueryOptions } from './api/get-low-inscription-trainings';
import { next15DaysTrainingsQueryOptions } from './api/get-next-15-days-trainings';
import { pastWithoutActualHoursQueryOptions } from './api/get-past-without-actual-hours';
import { pendingExpensesQueryOptions } from './api/get-pending-expenses';
import { preRegistrationsQueryOptions } from './api/get-pre-registrations';
import { traineesPerYearQueryOptions } from './api/get-trainees-per-year';
import { trainingsWithoutAttendanceSheetsQueryOptions } from './api/get-trainings-without-attendance-sheets';
import { upcomingConflictsQueryOptions } from './api/get-upcoming-conflicts';
import { upcomingTrainingsQueryOptions } from './api/get-upcoming-trainings';
import { upcomingWithoutHoursQueryOptions } from './api/get-upcoming-without-hours';
import { upcomingWithoutTeachersQueryOptions } from './api/get-upcoming-without-teachers';
import { validatedContractHoursQueryOptions } from './api/get-validated-contract-hours';
import { validatedExpensesQueryOptions } from './api/get-validated-expenses';
import { trainingsPageQueryOptions } from '../../shared/api/get-trainings';
import { DASHBOARD_PANELS_BY_ROLE } from './panels';

const KEYS: Record<keyof typeof STAFF_DASHBOARD_READS, readonly unknown[]> = {
  current: trainingsPageQueryOptions('ongoing', 1, DASHBOARD_PER_PAGE).queryKey,
  contractHours: validatedContractHoursQueryOptions(1).queryKey,
  validatedExpenses: validatedExpensesQueryOptions(1).queryKey,
  lowInscription: lowInscriptionTrainingsQueryOptions(1).queryKey,
  preRegistrations: preRegistrationsQueryOptions(1).queryKey,
  upcoming: upcomingTrainingsQueryOptions(1).queryKey,
  conflicts: upcomingConflictsQueryOptions(1).queryKey,
  attendance: trainingsWithoutAttendanceSheetsQueryOptions(1).queryKey,
  pendingExpenses: pendingExpensesQueryOptions(1).queryKey,
  withoutTeachers: upcomingWithoutTeachersQueryOptions(1).queryKey,
  withoutHours: upcomingWithoutHoursQueryOptions(1).queryKey,
  withoutActualHours: pastWithoutActualHoursQueryOptions(1).queryKey,
  next15Days: next15DaysTrainingsQueryOptions(1).queryKey,
  last15Days: last15DaysTrainingsQueryOptions(1).queryKey,
  adminStats: adminDashboardStatsQueryOptions.queryKey,
  traineesPerYear: traineesPerYearQueryOptions.queryKey,
};

describe('first wave of the staff dashboards', () => {
  it.each(Object.keys(KEYS) as (keyof typeof KEYS)[])('%s: the same query key as the panel’s hook', (name) => {
    expect(STAFF_DASHBOARD_READS[name].key).toEqual(KEYS[name]);
  });

  it.each(Object.keys(DASHBOARD_PANELS_BY_ROLE) as (keyof typeof DASHBOARD_PANELS_BY_ROLE)[])('%s: every panel of the dashboard answered first', (role) => {
    const stats = role === 'administrateur' ? ['adminStats', 'traineesPerYear'] : [];
    const expected = [...stats, ...DASHBOARD_PANELS_BY_ROLE[role]].map((name) => STAFF_DASHBOARD_READS[name as keyof typeof STAFF_DASHBOARD_READS].key);
    expect(DASHBOARD_FIRST_WAVE[role].reads.map((read) => read.key)).toEqual(expect.arrayContaining(expected));
    expect(DASHBOARD_FIRST_WAVE[role].reads).toHaveLength(expected.length);
    expect(DASHBOARD_FIRST_WAVE[role]).toMatchObject({ remote: 'mf-trainings', expose: 'Dashboard' });
  });
});

// The server answers the trainee dashboard's first reads in the page's HTML (DASHBOARD_FIRST_WAVE): the
// first page of each of its panels, under the query keys of this remote's hook.
import { DASHBOARD_FIRST_WAVE } from '@irt/api/constants';
import { traineeTrainingsQueryOptions } from './api/get-trainee-trainings';
import { PAST_PANEL, UPCOMING_PANELS } from './panels';

describe('first wave of the trainee dashboard', () => {
  it('answers the first page of every panel, under the hook’s keys', () => {
    const expected = [...UPCOMING_PANELS, PAST_PANEL].map((panel) => traineeTrainingsQueryOptions(panel.timeline, panel.status, 1).queryKey);
    expect(DASHBOARD_FIRST_WAVE.stagiaire.reads.map((read) => read.key)).toEqual(expected);
    expect(DASHBOARD_FIRST_WAVE.stagiaire.reads.map((read) => read.path)).toEqual(
      [...UPCOMING_PANELS, PAST_PANEL].map((panel) => `/trainee/trainings/${panel.timeline}?status=${panel.status}&page=1&per_page=7`),
    );
    expect(DASHBOARD_FIRST_WAVE.stagiaire).toMatchObject({ remote: 'mf-trainee', expose: 'Dashboard' });
  });
});

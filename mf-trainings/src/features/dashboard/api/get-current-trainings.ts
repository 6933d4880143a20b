/** 'Formations en cours' of the dashboard: the trainings in progress, 7 per page (the remote's one GET /api/trainings hook). */
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { useTrainingsPage } from '../../../shared/api/get-trainings';

export function useCurrentTrainings(page: number) {
  return useTrainingsPage('ongoing', page, DASHBOARD_PER_PAGE);
}

/**
 * The lists of the trainee's dashboard, defined once: a group of 'Mes formations à
 * venir' per registration status (all four: the original's missing fourth group was a defect), then
 * 'Mes formations passées' (validated registrations). Each row is one panel, rendered by
 * `RegistrationsPanel`; each pages on its own under its prefix in the address.
 */
import type { RegistrationStatusSlug } from '@irt/api/contract';
import { REGISTRATION_STATUS_GROUPS, registrationStatusGroup, type RegistrationStatusGroup } from '../../shared/registration-statuses';
import type { TraineeTimeline } from './api/get-trainee-trainings';
import { MESSAGES } from '@irt/shared-ui/messages';

export interface TraineePanel {
  /** Prefix of the panel's keys in the address (`valide-page=2`). */
  id: string;
  title: string;
  emptyText: string;
  timeline: TraineeTimeline;
  status: RegistrationStatusSlug;
  /** The badge a row shows when the answer does not say its status. */
  group: RegistrationStatusGroup;
  /** h3 for a group inside 'Mes formations à venir', h2 for a list of the page. */
  headingLevel: 'h2' | 'h3';
}

export const UPCOMING_PANELS: readonly TraineePanel[] = REGISTRATION_STATUS_GROUPS.map((group) => ({
  id: `a-venir-${group.slug}`,
  title: group.groupTitle,
  emptyText: MESSAGES.noTrainings.text,
  timeline: 'upcoming',
  status: group.slug,
  group,
  headingLevel: 'h3',
}));

export const PAST_PANEL: TraineePanel = {
  id: 'passees',
  title: 'Mes formations passées',
  emptyText: MESSAGES.noPastTrainings.text,
  timeline: 'past',
  status: 'valide',
  group: registrationStatusGroup('valide'),
  headingLevel: 'h2',
};

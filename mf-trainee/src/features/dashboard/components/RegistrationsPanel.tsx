import { useListController } from '@irt/shared-auth/query';
import { ListPanel } from '@irt/shared-ui/components/ListPanel';
import type { TraineeTrainingItem } from '@irt/api/contract';
import { useTraineeTrainings } from '../api/get-trainee-trainings';
import type { TraineePanel } from '../panels';
import { RegistrationRow } from './RegistrationRow';

const registrationKey = (registration: TraineeTrainingItem) => registration.registration_id;

/** One list of the trainee's registrations (a row of the panel table), its page in the address. */
export function RegistrationsPanel({ panel }: { panel: TraineePanel }) {
  const list = useListController({ prefix: `${panel.id}-` });
  const registrations = useTraineeTrainings(panel.timeline, panel.status, list.page);
  return (
    <ListPanel
      title={panel.title}
      headingLevel={panel.headingLevel}
      query={registrations}
      page={list.page}
      onPageChange={list.setPage}
      emptyText={panel.emptyText}
      getKey={registrationKey}
      renderItem={(registration) => <RegistrationRow registration={registration} group={panel.group} />}
    />
  );
}

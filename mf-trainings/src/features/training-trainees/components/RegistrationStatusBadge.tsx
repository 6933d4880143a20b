import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import type { RegistrationStatus } from '@irt/api/contract';
import { registrationStatusOption } from '../registration-statuses';

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const option = registrationStatusOption(status.slug);
  return <StatusBadge label={option.label} color={option.color} />;
}

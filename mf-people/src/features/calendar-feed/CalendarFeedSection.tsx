import { useState } from 'react';
import { readApiError } from '@irt/shared-auth';
import { useCalendarFeed } from '@irt/shared-auth/calendar-feed';
import { CalendarFeedCard, type CalendarFeedCardProps } from '@irt/shared-ui/components/CalendarFeedCard';

/** A team member's calendar feed on their own profile: the trainings they teach or supervise. */
export default function CalendarFeedSection() {
  const { url, renew } = useCalendarFeed();
  const [notice, setNotice] = useState<CalendarFeedCardProps['notice']>(null);
  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
      onError: (error) => setNotice({ severity: 'error', text: readApiError(error).message ?? "Le lien n'a pas pu être créé. Veuillez réessayer." }),
    });
  return <CalendarFeedCard url={url} holds="Les formations où vous intervenez, dans votre agenda." pending={renew.isPending} notice={notice} onRenew={onRenew} />;
}

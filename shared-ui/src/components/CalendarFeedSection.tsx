import { useState } from 'react';
import { readApiError } from '@irt/shared-auth';
import { useCalendarFeed } from '@irt/shared-auth/calendar-feed';
import { CalendarFeedCard, type CalendarFeedCardProps } from './CalendarFeedCard';

/**
 * One's own calendar feed on one's profile (trainee or staff): the address made (shown once) or since when one exists, and 'Renouveler le lien'
 * with the server's answer. `holds` says what the feed carries for this reader.
 */
export default function CalendarFeedSection({ holds }: { holds: string }) {
  const { url, createdAt, renew } = useCalendarFeed();
  const [notice, setNotice] = useState<CalendarFeedCardProps['notice']>(null);
  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
      onError: (error) => setNotice({ severity: 'error', text: readApiError(error).message ?? "Le lien n'a pas pu être créé. Veuillez réessayer." }),
    });
  return <CalendarFeedCard url={url} createdAt={createdAt} holds={holds} pending={renew.isPending} notice={notice} onRenew={onRenew} />;
}

import { useState } from 'react';
import { readApiError } from '@irt/shared-auth';
import { useCalendarFeed } from '@irt/shared-auth/calendar-feed';
import { CalendarFeedCard, type CalendarFeedCardProps } from '@irt/shared-ui/components/CalendarFeedCard';

/** The trainee's calendar feed in 'Mon profil': their validated trainings. */
export default function CalendarFeedSection() {
  const { url, renew } = useCalendarFeed();
  const [notice, setNotice] = useState<CalendarFeedCardProps['notice']>(null);
  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
      onError: (error) => setNotice({ severity: 'error', text: readApiError(error).message ?? "Le lien n'a pas pu être créé. Veuillez réessayer." }),
    });
  return <CalendarFeedCard url={url} holds="Vos formations validées, dans votre agenda." pending={renew.isPending} notice={notice} onRenew={onRenew} />;
}

/**
 * GET and POST /api/calendar-feed: the private address of the signed-in user's calendar, and its
 * renewal (the previous address stops working). The feed is what a calendar application subscribes to.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './index';

const calendarFeedKey = ['calendar-feed'] as const;

/** The feed's full address, or null before the first one is made. */
export function useCalendarFeed() {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => api.get('/calendar-feed', { signal }) });
  const renew = useMutation({
    mutationFn: () => api.post('/calendar-feed'),
    onSuccess: (answer) => client.setQueryData(calendarFeedKey, { path: answer.path }),
  });
  const path = feed.data?.path ?? null;
  return { url: path === null ? null : `${window.location.origin}${path}`, feed, renew };
}

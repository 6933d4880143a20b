/**
 * GET and POST /api/calendar-feed: whether the signed-in user has a private calendar address (and since
 * when), and its making or renewal (the previous address stops working). The server keeps only a hash
 * of the address's token: the address is shown by the answer of its making, once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './index';

const calendarFeedKey = ['calendar-feed'] as const;

/** The address just made (shown this once), and when the current address was made (null before the first). */
export function useCalendarFeed() {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => api.get('/calendar-feed', { signal }) });
  const renew = useMutation({
    mutationFn: () => api.post('/calendar-feed'),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
  const path = renew.data?.path ?? null;
  return { url: path === null ? null : `${window.location.origin}${path}`, createdAt: feed.data?.created_at ?? null, feed, renew };
}

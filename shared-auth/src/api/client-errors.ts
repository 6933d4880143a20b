import type { ClientError } from '@irt/api/contract';
import { hasSession } from '../session-cookie';
import { api } from '../api-client';

/**
 * Tells the server that a part of the page failed in the browser (POST /api/client-errors), so that the
 * fault reaches its log. Only for a logged-in user (the route is authenticated); a report that cannot
 * be sent is dropped, since the page already says what happened.
 */
export function reportClientError(report: ClientError): void {
  if (!hasSession()) return;
  const body: ClientError = { ...report, message: report.message.slice(0, 500) };
  api.post('/client-errors', { body }).catch(() => undefined);
}

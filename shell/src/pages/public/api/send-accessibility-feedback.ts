/** POST /api/accessibility-feedback: the statement's form, sent without login. */
import type { AccessibilityFeedback, MessageResponse } from '@irt/api/contract';
import { api } from '@irt/shared-auth';

export function sendAccessibilityFeedback(feedback: AccessibilityFeedback): Promise<MessageResponse> {
  return api.post('/accessibility-feedback', { body: feedback });
}

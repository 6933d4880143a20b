import type {
  AcceptTermsResponse,
  BodyOf,
  EmailChangeUndoAction,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  OwnProfile,
  PasswordEmailRequest,
  PasswordResetRequest,
  RegisterRequest,
  User,
  ValidateTokenResponse,
} from '@irt/api/contract';
import { api } from '../api-client';

/** Typed calls of the auth endpoints. They throw HttpError (shared-auth/http.ts) on a non-2xx answer. */

export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post('/login', { body: credentials });
}

export function getCurrentUser(): Promise<User> {
  return api.get('/user');
}

export function getOwnProfile(): Promise<OwnProfile> {
  return api.get('/profile');
}

export function getValidateToken(): Promise<ValidateTokenResponse> {
  return api.get('/validate-token');
}

export async function postLogout(): Promise<void> {
  await api.post('/logout');
}

export function postAcceptTerms(): Promise<AcceptTermsResponse> {
  return api.post('/profile/accept-terms');
}

/** The caller confirms the bank details typed for them when their account was created. */
export function postConfirmBankDetails(): Promise<MessageResponse> {
  return api.post('/profile/bank-details/confirm');
}

export function register(payload: RegisterRequest): Promise<MessageResponse> {
  return api.post('/register', { body: payload });
}

/** Asks for a password-reset link by email (200 means sent). */
export function requestPasswordReset(payload: PasswordEmailRequest): Promise<MessageResponse> {
  return api.post('/password/email', { body: payload });
}

export function resetPassword(payload: PasswordResetRequest): Promise<MessageResponse> {
  return api.post('/password/reset', { body: payload });
}

/** The server's `action` of the undo link (the contract's type keeps the two equal). */
const EMAIL_CHANGE_UNDO_ACTION: EmailChangeUndoAction = 'annuler-changement';

/** Whether an emailed link undoes a change of the login email rather than confirms an address. */
export function isEmailChangeUndo(queryString: string): boolean {
  return new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString).get('action') === EMAIL_CHANGE_UNDO_ACTION;
}

/**
 * Posts the id and token of an emailed link's query string: to email/verify (a sign-up or a new
 * login email confirmed), or to email/undo-change for the link sent to the old address of a change.
 */
export function verifyEmail(queryString: string): Promise<MessageResponse> {
  const searchParams = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  const fields = Object.fromEntries(searchParams);
  // The link's fields go as the link carries them, text: the server converts and checks them (an
  // altered link gets its French refusal), so they are not converted here.
  if (fields.action === EMAIL_CHANGE_UNDO_ACTION) {
    return api.post('/email/undo-change', { body: { id: fields.id, token: fields.token } as unknown as BodyOf<'POST /email/undo-change'> });
  }
  return api.post('/email/verify', { body: fields as unknown as BodyOf<'POST /email/verify'> });
}

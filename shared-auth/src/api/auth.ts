import { http } from '../http';
import type {
  AcceptTermsResponse,
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

/** Typed calls of the auth endpoints (spec §7). They throw ky's HTTPError on a non-2xx answer. */

export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return http.post('login', { json: credentials }).json<LoginResponse>();
}

export function getCurrentUser(): Promise<User> {
  return http.get('user').json<User>();
}

export function getOwnProfile(): Promise<OwnProfile> {
  return http.get('profile').json<OwnProfile>();
}

export function getValidateToken(): Promise<ValidateTokenResponse> {
  return http.get('validate-token').json<ValidateTokenResponse>();
}

export async function postLogout(): Promise<void> {
  await http.post('logout');
}

export function postAcceptTerms(): Promise<AcceptTermsResponse> {
  return http.post('profile/accept-terms').json<AcceptTermsResponse>();
}

export function register(payload: RegisterRequest): Promise<MessageResponse> {
  return http.post('register', { json: payload }).json<MessageResponse>();
}

/** Asks for a password-reset link by email (200 means sent). */
export function requestPasswordReset(payload: PasswordEmailRequest): Promise<MessageResponse> {
  return http.post('password/email', { json: payload }).json<MessageResponse>();
}

export function resetPassword(payload: PasswordResetRequest): Promise<MessageResponse> {
  return http.post('password/reset', { json: payload }).json<MessageResponse>();
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
  if (fields.action === EMAIL_CHANGE_UNDO_ACTION) {
    return http.post('email/undo-change', { json: { id: fields.id, token: fields.token } }).json<MessageResponse>();
  }
  return http.post('email/verify', { json: fields }).json<MessageResponse>();
}

import { http } from '../http';
import type {
  AcceptTermsResponse,
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

/** Posts the fields of the emailed verification link's query string (the server keeps id and token). */
export function verifyEmail(queryString: string): Promise<MessageResponse> {
  const searchParams = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  return http.post('email/verify', { json: Object.fromEntries(searchParams) }).json<MessageResponse>();
}

/** Authentication, session and own-account answers (spec 000 §2.2–2.6, §3, §7). */
import type { NamedItem, Role } from './common';

/** Every answer that only confirms an action. */
export interface MessageResponse {
  message: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  /** JWT to send as `Authorization: Bearer …`; its `exp` claim gives the expiry. */
  token: string;
  user: User;
}

/** The validated registration whose training is ongoing or the next to come. */
export interface CurrentTraining {
  id: number;
  title: string;
  /** ISO 8601 date-time. */
  start_date: string;
  end_date: string;
  /** Name of the place, null for a remote training without place. */
  place: string | null;
  category: NamedItem;
  color: string;
}

/** GET /api/user: the logged-in user, kept by the client after login. */
export interface User {
  id: number;
  /** The user's full name (same as `name`; the original client reads `username`). */
  username: string;
  name: string;
  email: string;
  role: Role;
  /** URL of the profile picture (served to authenticated users), null without picture. */
  temporary_profile_picture_url: string | null;
  /** 0 until the terms of use are accepted, then 1. */
  accepted_terms: 0 | 1;
  /** Percentage 0–100 of the expected profile fields that are filled. */
  profile_completion: number;
  current_training: CurrentTraining | null;
  /** Whether the email address was verified (link of the sign-up email, or a password reset). */
  email_verified: boolean;
}

export interface MissingField {
  /** Field of the account form. */
  id: string;
  /** French message listed in the form's banner. */
  message: string;
}

/** GET /api/profile: the logged-in user's own profile (404 `{ message: 'Profile not found' }` when none). */
export interface OwnProfile {
  id: number;
  profile_number: string;
  phone: string | null;
  is_active: boolean;
  role: Role;
  user: { name: string; email: string };
  /** URL of the profile picture, null without picture. */
  profile_picture: string | null;
  temporary_profile_picture_url: string | null;
  profile_completion: number;
  missing_fields: MissingField[];
}

export interface ValidateTokenResponse {
  valid: true;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation?: string;
}

export interface PasswordEmailRequest {
  email: string;
}

export interface PasswordResetRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** GET /api/email/verify query: the query string of the emailed link. */
export interface EmailVerifyQuery {
  id: number;
  token: string;
}

export interface AcceptTermsResponse {
  message: string;
  accepted_terms: 1;
}

/** GET /api/dev/outbox (development and end-to-end tests only). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; size: number }[];
  relayed_at: string | null;
  error: string | null;
  created_at: string;
}

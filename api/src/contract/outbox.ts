/** GET /api/dev/outbox: the emails recorded by the API (development and end-to-end tests only). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export { ADMIN_OUTBOX_PER_PAGE } from './constants/limits';

export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 255 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
}, { additionalProperties: false });
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  /** Where an answer goes, when not to the institute. */
  reply_to: Nullable(Type.String()),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  attachments: Type.Array(Type.Object({ filename: Type.String(), size: Type.Integer() })),
  relayed_at: Nullable(DateTimeSchema),
  error: Nullable(Type.String()),
  created_at: DateTimeSchema,
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const OutboxListSchema = Type.Object({ data: Type.Array(OutboxMessageSchema) });
export type OutboxList = Static<typeof OutboxListSchema>;

/* ---------- GET /api/outbox: the administrateur's view of the emails (every configuration) ---------- */

export const AdminOutboxQuerySchema = Type.Object(
  {
    ...pageQueryProperties,
    /** Part of the recipient's address, without case. */
    to: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type AdminOutboxQuery = Static<typeof AdminOutboxQuerySchema>;

/** Where a message stands: relayed by SMTP, waiting for a relay, given up, or kept only here (no SMTP). */
export const OutboxDeliverySchema = Type.Union([
  Type.Literal('relayed'),
  Type.Literal('pending'),
  Type.Literal('failed'),
  Type.Literal('kept'),
]);
export type OutboxDelivery = Static<typeof OutboxDeliverySchema>;

export const AdminOutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  /** The text version, one-time link tokens masked (they belong to the recipient alone). */
  text: Type.String(),
  attachments: Type.Array(Type.Object({ filename: Type.String(), size: Type.Integer() })),
  delivery: OutboxDeliverySchema,
  relayed_at: Nullable(DateTimeSchema),
  error: Nullable(Type.String()),
  created_at: DateTimeSchema,
});
export type AdminOutboxMessage = Static<typeof AdminOutboxMessageSchema>;

export const AdminOutboxPageSchema = Type.Object({
  ...PagedSchema(AdminOutboxMessageSchema).properties,
  /** Whether an SMTP server relays the messages (else they are only kept here). */
  smtp_configured: Type.Boolean(),
});
export type AdminOutboxPage = Static<typeof AdminOutboxPageSchema>;

/* ---------- Endpoints ---------- */

export const outboxEndpoints = endpoints({
  /** The emails the portal recorded, one-time links masked (every read is recorded). */
  'GET /outbox': { query: AdminOutboxQuerySchema, responses: { 200: AdminOutboxPageSchema, ...ErrorResponses(400, 401, 403) } },
  /** The latest emails, links included, without login: served only when a test harness sets OUTBOX_API=1. */
  'GET /dev/outbox': { query: OutboxQuerySchema, responses: { 200: OutboxListSchema, ...ErrorResponses(400) } },
});

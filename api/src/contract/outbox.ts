/** GET /api/dev/outbox: the emails recorded by the API (development and end-to-end tests only). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common';

export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 255 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
}, { additionalProperties: false });
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
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

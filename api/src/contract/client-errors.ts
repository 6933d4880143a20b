/**
 * POST /api/client-errors: a part of the page that failed in the browser, reported to the server's log.
 * Only what locates the fault travels: no form values, no query string, no user data.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses } from './common';
import { endpoints } from './endpoint';

export const ClientErrorSchema = Type.Object({
  /** 'render': the part loaded but threw while drawing; 'load': its code could not be downloaded. */
  kind: Type.Union([Type.Literal('render'), Type.Literal('load')]),
  /** The module that failed, as the portal names it ('mf_trainee/Refunds'). */
  module: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_./#-]+$' }),
  /** The error's message, cut short. */
  message: Type.String({ maxLength: 500 }),
  /** The page's path (the server drops anything after '?' or '#'). */
  path: Type.Optional(Type.String({ maxLength: 300 })),
}, { additionalProperties: false });
export type ClientError = Static<typeof ClientErrorSchema>;

/* ---------- Endpoints ---------- */

export const clientErrorEndpoints = endpoints({
  /** The browser reports a part of the page that failed; it is logged, nothing is stored. */
  'POST /client-errors': { body: ClientErrorSchema, responses: { 204: Type.Null(), ...ErrorResponses(400, 401, 413, 415, 429) } },
});

/** GET /api/audit-events: the audit trail, for the administrateur (README, "Sécurité"). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';

/** What the trail records: reads of bank details in clear, changes of money, statuses, accounts. */
export const AUDIT_ACTIONS = {
  bankDetailsRead: 'coordonnees_bancaires.lecture',
  /** IBAN or BIC written (creation or change; object: the owner's profile; from/to: the IBAN masked). */
  bankDetailsChanged: 'coordonnees_bancaires.modification',
  expenseStatus: 'defraiement.statut',
  expenseAmount: 'defraiement.montant',
  paymentCreated: 'paiement.creation',
  /** A payment cancelled in the current régie (object: the expense; from: the payment, to: the reason). */
  paymentCancelled: 'paiement.annulation',
  registrationStatus: 'inscription.statut',
  accountClosed: 'compte.cloture',
  accountReopened: 'compte.reactivation',
  accountRole: 'compte.role',
  accountAnonymised: 'compte.anonymisation',
  accountDeleted: 'compte.suppression',
  /** A half-day's presence changed by hand in the Présences tab (object: the training). */
  attendanceCorrection: 'presence.correction',
  /** A team member's hours changed once their Ares contract is validated (object: the training). */
  hoursChanged: 'heures.modification',
  /** A double booking saved anyway (object: the training saved; to: the kind, the resource and the other training). */
  conflictConfirmed: 'conflit.confirmation',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export const AUDIT_OBJECT_TYPES = ['profil', 'defraiement', 'inscription', 'compte', 'formation'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_PER_PAGE = 50;

export const AuditQuerySchema = Type.Object(
  {
    ...pageQueryProperties,
    object_type: Type.Optional(Type.Union(AUDIT_OBJECT_TYPES.map((t) => Type.Literal(t)), { description: 'Type d’objet' })),
    object_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Identifiant de l’objet' })),
    actor_profile_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Profil de l’auteur' })),
    action: Type.Optional(Type.String({ maxLength: 60, description: 'Action' })),
    from: Type.Optional(Type.String({ format: 'date', description: 'Depuis ce jour (inclus, heure de Paris)' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Jusqu’à ce jour (inclus, heure de Paris)' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditEventSchema = Type.Object({
  id: Type.Integer(),
  actor_profile_id: Nullable(Type.Integer()),
  actor_user_id: Nullable(Type.Integer()),
  actor_role: Type.String(),
  action: Type.String(),
  object_type: Type.String(),
  object_id: Type.Integer(),
  from_value: Nullable(Type.String()),
  to_value: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  created_at: DateTimeSchema,
});
export type AuditEvent = Static<typeof AuditEventSchema>;

export const AuditPageSchema = PagedSchema(AuditEventSchema);
export type AuditPage = Static<typeof AuditPageSchema>;

export const AUDIT_MESSAGES = {
  badPeriod: 'La date de début doit précéder la date de fin.',
} as const;

/**
 * The check of the trail's hash chain: intact, or the first event whose content or link to the
 * previous event no longer matches its hash (`missing`: the last events recorded are gone).
 */
export const AuditChainSchema = Type.Object({
  intact: Type.Boolean(),
  /** Events checked. */
  events: Type.Integer(),
  broken: Nullable(
    Type.Object({
      id: Type.Integer(),
      /** When the broken event was recorded (null when it is missing). */
      created_at: Nullable(DateTimeSchema),
      missing: Type.Boolean(),
    }),
  ),
  checked_at: DateTimeSchema,
});
export type AuditChain = Static<typeof AuditChainSchema>;

export const auditEndpoints = endpoints({
  /** The audit trail, newest first, filtered by object, author, action and period. */
  'GET /audit-events': { query: AuditQuerySchema, responses: { 200: AuditPageSchema, ...ErrorResponses(400, 401, 403, 422) } },
  /** Verifies the hash chain of the whole trail. */
  'GET /audit-events/chain': { responses: { 200: AuditChainSchema, ...ErrorResponses(400, 401, 403) } },
});

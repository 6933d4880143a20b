/**
 * Complaints ('Faire une réclamation') and the improvement actions the staff follow: anyone logged in
 * files a complaint and reads their own with the answers; the administrateur and the gestionnaire list
 * them, answer them and attach actions (what, who, by when, done), an action also coming from a
 * training's evaluation results or from elsewhere.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_MAX,
  COMPLAINT_TEXT_MAX,
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_STATES,
  IMPROVEMENT_WHAT_MAX,
} from './constants/complaints';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, MessageSchema, Nullable, NullableInput, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export * from './constants/complaints';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DateOnlySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'AAAA-MM-JJ' });

export const ComplaintStatusSchema = Literals(COMPLAINT_STATUSES);
export const ImprovementOriginSchema = Literals(IMPROVEMENT_ORIGINS);

const TrainingRefSchema = Type.Object({ id: Type.Integer(), title: Type.String(), start_date: DateTimeSchema });
export type TrainingRef = Static<typeof TrainingRefSchema>;
const PersonRefSchema = Type.Object({ user_id: Type.Integer(), name: Type.String() });
export type PersonRef = Static<typeof PersonRefSchema>;

/** POST /api/complaints body. */
export const ComplaintPayloadSchema = Type.Object(
  {
    subject: Type.String({ maxLength: COMPLAINT_SUBJECT_MAX }),
    text: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
    /** The training it is about, among the author's trainings; null: not about a training. */
    training_id: NullableInput(Id),
  },
  { additionalProperties: false },
);
export type ComplaintPayload = Static<typeof ComplaintPayloadSchema>;

/** A complaint as its author reads it ('Mes réclamations'). */
export const OwnComplaintSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  text: Type.String(),
  training: Nullable(TrainingRefSchema),
  status: ComplaintStatusSchema,
  answer: Nullable(Type.String()),
  answered_at: Nullable(DateTimeSchema),
  created_at: DateTimeSchema,
});
export type OwnComplaint = Static<typeof OwnComplaintSchema>;

/** POST /api/complaints answer. */
export const ComplaintFiledSchema = Type.Object({ message: Type.String(), complaint: OwnComplaintSchema });
export type ComplaintFiled = Static<typeof ComplaintFiledSchema>;

/** A complaint in the staff's list. */
export const ComplaintListItemSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  author: PersonRefSchema,
  author_role: Type.String(),
  training: Nullable(TrainingRefSchema),
  status: ComplaintStatusSchema,
  created_at: DateTimeSchema,
  answered_at: Nullable(DateTimeSchema),
  actions_count: Type.Integer(),
});
export type ComplaintListItem = Static<typeof ComplaintListItemSchema>;

export const ComplaintListQuerySchema = Type.Object(
  { ...pageQueryProperties, status: Type.Optional(ComplaintStatusSchema) },
  { additionalProperties: false },
);
export type ComplaintListQuery = Static<typeof ComplaintListQuerySchema>;

export const MyComplaintsQuerySchema = Type.Object({ ...pageQueryProperties }, { additionalProperties: false });

/** An improvement action. */
export const ImprovementActionSchema = Type.Object({
  id: Type.Integer(),
  what: Type.String(),
  /** The team member who carries it, or null when `owner_name` names someone else. */
  owner: Nullable(PersonRefSchema),
  owner_name: Nullable(Type.String()),
  due_date: Type.String(),
  done_at: Nullable(DateTimeSchema),
  origin: ImprovementOriginSchema,
  complaint: Nullable(Type.Object({ id: Type.Integer(), subject: Type.String() })),
  training: Nullable(TrainingRefSchema),
  created_at: DateTimeSchema,
});
export type ImprovementAction = Static<typeof ImprovementActionSchema>;

/** A complaint as the staff open it: the author's email, the answer and who gave it, its actions. */
export const ComplaintDetailSchema = Type.Object({
  ...ComplaintListItemSchema.properties,
  text: Type.String(),
  author_email: Type.String(),
  answer: Nullable(Type.String()),
  answered_by: Nullable(PersonRefSchema),
  /** The statuses it may move to (the transitions table), for the page's buttons. */
  next_statuses: Type.Array(ComplaintStatusSchema),
  actions: Type.Array(ImprovementActionSchema),
});
export type ComplaintDetail = Static<typeof ComplaintDetailSchema>;

export const ComplaintStatusPayloadSchema = Type.Object({ status: ComplaintStatusSchema }, { additionalProperties: false });
export const ComplaintAnswerPayloadSchema = Type.Object(
  { answer: Type.String({ maxLength: COMPLAINT_TEXT_MAX }) },
  { additionalProperties: false },
);
export type ComplaintAnswerPayload = Static<typeof ComplaintAnswerPayloadSchema>;

/** The trainings a user may name in a complaint: those they took part in (registered or in the team). */
export const ComplaintTrainingOptionSchema = TrainingRefSchema;

/** POST /api/improvement-actions body. */
export const ImprovementActionPayloadSchema = Type.Object(
  {
    what: Type.String({ maxLength: IMPROVEMENT_WHAT_MAX }),
    owner_user_id: NullableInput(Id),
    owner_name: NullableInput(Type.String({ maxLength: 200 })),
    due_date: DateOnlySchema,
    origin: ImprovementOriginSchema,
    complaint_id: Type.Optional(NullableInput(Id)),
    training_id: Type.Optional(NullableInput(Id)),
  },
  { additionalProperties: false },
);
export type ImprovementActionPayload = Static<typeof ImprovementActionPayloadSchema>;

/** PATCH /api/improvement-actions/{id} body: the fields that change; `done` marks it done or not. */
export const ImprovementActionPatchSchema = Type.Object(
  {
    what: Type.Optional(Type.String({ maxLength: IMPROVEMENT_WHAT_MAX })),
    owner_user_id: Type.Optional(NullableInput(Id)),
    owner_name: Type.Optional(NullableInput(Type.String({ maxLength: 200 }))),
    due_date: Type.Optional(DateOnlySchema),
    done: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ImprovementActionPatch = Static<typeof ImprovementActionPatchSchema>;

export const ImprovementActionListQuerySchema = Type.Object(
  {
    ...pageQueryProperties,
    state: Type.Optional(Literals(IMPROVEMENT_STATES)),
    origin: Type.Optional(ImprovementOriginSchema),
  },
  { additionalProperties: false },
);
export type ImprovementActionListQuery = Static<typeof ImprovementActionListQuerySchema>;

/* ---------- Endpoints ---------- */

export const complaintEndpoints = endpoints({
  /** Files a complaint; its author gets the acknowledgement by email at once. */
  'POST /complaints': {
    body: ComplaintPayloadSchema,
    responses: { 201: ComplaintFiledSchema, ...ErrorResponses(400, 401, 403, 413, 415, 422) },
  },
  /** The caller's own complaints, newest first, with the answers. */
  'GET /complaints/mine': {
    query: MyComplaintsQuerySchema,
    responses: { 200: PagedSchema(OwnComplaintSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The trainings the caller may name in a complaint. */
  'GET /complaints/trainings': {
    responses: { 200: Type.Array(ComplaintTrainingOptionSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** Every complaint, newest first, filtered by status. */
  'GET /complaints': {
    query: ComplaintListQuerySchema,
    responses: { 200: PagedSchema(ComplaintListItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  'GET /complaints/:id': {
    params: IdParamsSchema,
    responses: { 200: ComplaintDetailSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Moves a complaint along the transitions table (answering is what closes it). */
  'PATCH /complaints/:id/status': {
    params: IdParamsSchema,
    body: ComplaintStatusPayloadSchema,
    responses: { 200: ComplaintDetailSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Answers a complaint: the answer is emailed to its author and the complaint is 'traitée'. */
  'POST /complaints/:id/answer': {
    params: IdParamsSchema,
    body: ComplaintAnswerPayloadSchema,
    responses: { 200: ComplaintDetailSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The improvement actions, by due date, filtered by state and origin. */
  'GET /improvement-actions': {
    query: ImprovementActionListQuerySchema,
    responses: { 200: PagedSchema(ImprovementActionSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The team members who may carry an action. */
  'GET /improvement-actions/owners': {
    responses: { 200: Type.Array(PersonRefSchema), ...ErrorResponses(400, 401, 403) },
  },
  'POST /improvement-actions': {
    body: ImprovementActionPayloadSchema,
    responses: { 201: ImprovementActionSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  'PATCH /improvement-actions/:id': {
    params: IdParamsSchema,
    body: ImprovementActionPatchSchema,
    responses: { 200: ImprovementActionSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  'DELETE /improvement-actions/:id': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
});

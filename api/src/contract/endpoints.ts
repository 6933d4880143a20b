/**
 * Every endpoint of the API in one table, "METHOD /path" → schemas (see `endpoint.ts`). Each domain
 * file of the contract declares its own part; this file only joins them. A route of the API that is
 * not in this table stops the API at start (`checkEndpointRoute` of `lib/endpoint-route.ts`, hooked by
 * `modules/index.ts`), and an entry no route serves fails `api/test/platform/endpoint-table.test.ts`.
 */
import type {
  AnswerOfDefinition,
  HttpMethod,
  BodyOfDefinition,
  MethodOf,
  OkOfDefinition,
  ParamsOfDefinition,
  PathOf,
  QueryOfDefinition,
  SuccessStatusOfDefinition,
} from './endpoint';
import { absenceEndpoints } from './absences';
import { accessibilityEndpoints } from './accessibility';
import { accountEndpoints } from './accounts';
import { authEndpoints } from './auth';
import { catalogEndpoints } from './catalog';
import { clientErrorEndpoints } from './client-errors';
import { dashboardEndpoints } from './dashboards';
import { evaluationEndpoints } from './evaluations';
import { expenseEndpoints } from './expenses';
import { exportEndpoints } from './exports';
import { lookupEndpoints, referenceEditorEndpoints } from './lookups';
import { jobsEndpoints } from './jobs';
import { outboxEndpoints } from './outbox';
import { auditEndpoints } from './audit';
import { paymentEndpoints } from './payments';
import { peopleEndpoints } from './people';
import { personDetailEndpoints } from './people-detail';
import { profileEndpoints } from './profiles';
import { staffHoursEndpoints } from './staff-hours';
import { enrolmentEndpoints } from './enrolment';
import { trainingDocumentEndpoints } from './training-documents';
import { trainingTeamEndpoints } from './training-team';
import { trainingTraineeEndpoints } from './training-trainees';
import { trainingEndpoints } from './trainings';
import { teamEndpoints } from './team';
import { waitlistEndpoints } from './waitlist';
import { calendarFeedEndpoints } from './calendar-feeds';
import { attendanceSigningEndpoints } from './attendance-signing';
import { surveyEndpoints } from './surveys';
import { qualityEndpoints } from './quality';
import { complaintEndpoints } from './complaints';
import { leaveEndpoints } from './leave';
import { employerLetterEndpoints } from './employer-letters';
import { bpfEndpoints } from './bpf';
import { conflictEndpoints } from './conflicts';

export const ENDPOINTS = {
  ...absenceEndpoints,
  ...accessibilityEndpoints,
  ...accountEndpoints,
  ...authEndpoints,
  ...catalogEndpoints,
  ...clientErrorEndpoints,
  ...dashboardEndpoints,
  ...evaluationEndpoints,
  ...expenseEndpoints,
  ...lookupEndpoints,
  ...referenceEditorEndpoints,
  ...outboxEndpoints,
  ...jobsEndpoints,
  ...paymentEndpoints,
  ...peopleEndpoints,
  ...personDetailEndpoints,
  ...profileEndpoints,
  ...staffHoursEndpoints,
  ...trainingEndpoints,
  ...enrolmentEndpoints,
  ...trainingTraineeEndpoints,
  ...trainingTeamEndpoints,
  ...trainingDocumentEndpoints,
  ...teamEndpoints,
  ...exportEndpoints,
  ...waitlistEndpoints,
  ...calendarFeedEndpoints,
  ...auditEndpoints,
  ...attendanceSigningEndpoints,
  ...surveyEndpoints,
  ...qualityEndpoints,
  ...complaintEndpoints,
  ...leaveEndpoints,
  ...employerLetterEndpoints,
  ...bpfEndpoints,
  ...conflictEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
/** "GET /trainings/:id" */
export type EndpointKey = keyof Endpoints;
export type EndpointMethod = MethodOf<EndpointKey>;

/** The paths of one method: `EndpointPath<'GET'>` is every path a GET may ask. */
export type EndpointPath<M extends HttpMethod> = PathOf<Extract<EndpointKey, `${M} ${string}`>>;

export type ParamsOf<K extends EndpointKey> = ParamsOfDefinition<Endpoints[K]>;
export type QueryOf<K extends EndpointKey> = QueryOfDefinition<Endpoints[K]>;
export type BodyOf<K extends EndpointKey> = BodyOfDefinition<Endpoints[K]>;
/** The body of the answer of status S. */
export type AnswerOf<K extends EndpointKey, S extends number> = AnswerOfDefinition<Endpoints[K], S>;
export type SuccessStatusOf<K extends EndpointKey> = SuccessStatusOfDefinition<Endpoints[K]>;
/** The body of the success answer. */
export type OkOf<K extends EndpointKey> = OkOfDefinition<Endpoints[K]>;

/**
 * The HTTP contract, written once: TypeBox schemas (used by the routes for validation, serialisation and
 * the OpenAPI document) and the types derived from them. Front-end packages import the types with
 * `import type` only, so no schema code reaches a bundle; nothing here imports server code.
 */
export * from './common';
export * from './roles';
export * from './statuses';
export * from './auth';
export * from './accessibility';
export * from './lookups';
export * from './trainings';
export * from './dashboards';
export * from './profiles';
export * from './outbox';
export * from './jobs';
export * from './catalog';
export * from './accounts';
export * from './enrolment';
export * from './evaluations';
export * from './expenses';
export * from './payments';
export * from './training-lifecycle';
export * from './training-trainees';
export * from './people';
export * from './staff-hours';
export * from './people-detail';
export * from './training-team';
export * from './training-documents';
export * from './employer-letters';
export * from './absences';
export * from './client-errors';
export * from './team';
export * from './exports';
export * from './waitlist';
export * from './calendar-feeds';
export * from './audit';
export * from './attendance-signing';
export * from './surveys';
export * from './quality';
export * from './complaints';
export * from './leave';
export * from './bpf';
export * from './conflicts';
export * from './endpoint';
export * from './endpoints';

/**
 * Types of the HTTP contract, written once here. Front-end packages import them with `import type`
 * only, so no server code reaches a bundle and the contract cannot drift.
 */
export * from './common';
export * from './auth';
export * from './lookups';
export * from './trainings';
export * from './dashboards';
export * from './profiles';

/** Ids of the system reference lists: they live in the dependency-free constants (`@irt/api/constants`). */
export * from './constants/statuses';

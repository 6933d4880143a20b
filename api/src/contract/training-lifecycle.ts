/** The lifecycle of a training, as data: it lives in the dependency-free constants (`@irt/api/constants`). */
export * from './constants/training-lifecycle';

/** Who may do what: the role groups live in the dependency-free constants (`@irt/api/constants`). */
export * from './constants/roles';

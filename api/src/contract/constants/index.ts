/**
 * The constants of the contract (`@irt/api/constants`): roles and role groups, status ids, the training
 * lifecycle, limits, the institute (name, addresses, time zone and its wall clock). They import nothing
 * at all, so front ends and end-to-end tests import them as values, and a bundle keeps only the
 * constants it names.
 */
export * from './roles';
export * from './statuses';
export * from './training-lifecycle';
export * from './limits';
export * from './institute';
export * from './reference-data';
export * from './payments';
export * from './french';
export * from './leave-rules';
export * from './jobs';
export * from './complaints';
export * from './page';
export * from './conflicts';

/**
 * Test data of every front-end package, typed by the API contract: a change of the contract breaks
 * the factories at typecheck time, not the tests at random. Each factory takes overrides.
 */
export * from './factories/people';
export * from './factories/trainings';
export * from './factories/trainee';
export * from './factories/money';
export * from './factories/payments';
export * from './factories/paging';

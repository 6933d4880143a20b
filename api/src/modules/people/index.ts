/** What other modules may use of the people module (the rest is its own). */
export { currentUnionOf } from './queries';

/** What other modules may use of the lookups module: names of the reference rows, read from memory. */
export { referenceNames, type ReferenceNames } from './queries';

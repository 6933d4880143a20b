/**
 * The ids the factories give when a test names none: one counter for every kind, so two rows of
 * different kinds never share an id by chance.
 */
let nextId = 100;
export const newId = () => ++nextId;

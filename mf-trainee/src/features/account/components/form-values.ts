/** Conversions between the API's nullable values and the strings the form's inputs hold. */

/** An id as a select holds it ('' for none). */
export const idValue = (id: number | null | undefined): string => (id === null || id === undefined ? '' : String(id));

/** A select's value as the API takes it (null for none). */
export const toId = (value: string): number | null => (value === '' ? null : Number(value));

export const textValue = (text: string | number | null | undefined): string => (text === null || text === undefined ? '' : String(text));

/** A text as the API takes it: trimmed, null when blank. */
export const toText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

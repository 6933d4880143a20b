/** A reference list changes rarely, and only through the reference editor (which invalidates the lookups root). */
export const LOOKUP_STALE_TIME_MS = 10 * 60_000;

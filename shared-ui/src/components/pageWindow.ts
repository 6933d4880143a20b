export type PageWindowItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Up to this many pages, every page is shown. */
const SHOW_ALL_UP_TO = 7;

/**
 * The pages a pagination control shows: up to 7 pages all of them; beyond, pages 1–5 and
 * the last one while on pages 1 to 4; the first one and the last 5 near the end; otherwise the first,
 * the current one with its two neighbours, and the last, with an ellipsis for every gap.
 */
export function pageWindow(page: number, lastPage: number): PageWindowItem[] {
  const last = Math.max(0, Math.floor(lastPage));
  if (last === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (last <= SHOW_ALL_UP_TO) return range(1, last);
  if (current <= 4) return [...range(1, 5), 'end-ellipsis', last];
  // Near the end mirrors the start: the last four pages show the last five.
  if (current >= last - 3) return [1, 'start-ellipsis', ...range(last - 4, last)];
  return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', last];
}

/** The dashboards' endpoints as the fake API answers them in tests (every list empty unless a test says otherwise). */
import { aTrainingRow, pageOf } from '@irt/test-support/factories';
import type { Paged } from '@irt/api/contract';
import { json, requests, type Answer, type MockRoutes } from '@irt/test-support/network';

/** Every list of the administrator's and manager's panels, empty. */
export const STAFF_LISTS_EMPTY: MockRoutes = {
  'GET /api/trainings': () => json(pageOf([])),
  'GET /api/trainings/validated-contract-hours': () => json([]),
  'GET /api/trainings/validated-expenses': () => json(pageOf([])),
  'GET /api/trainings/low-inscription-alert': () => json(pageOf([])),
  'GET /api/registrations': () => json(pageOf([])),
  'GET /api/trainings/upcoming': () => json(pageOf([])),
  'GET /api/trainings/without-attendance-sheets': () => json(pageOf([])),
  'GET /api/trainings/pending-expenses': () => json(pageOf([])),
  'GET /api/conflicts/upcoming': () => json(pageOf([])),
};

/** Answers a paged list from `rowsOfPage(page)` with this many pages and rows in all. */
export function pagedAnswer<T>(rowsOfPage: (page: number) => T[], lastPage: number, total: number): Answer<Paged<T>> {
  return ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? url.searchParams.get('current_page') ?? 1);
    return json(pageOf(rowsOfPage(page), { page, lastPage, total }));
  };
}

/** One page of trainings with these titles. */
export function trainingsTitled(...titles: string[]) {
  return titles.map((title) => aTrainingRow({ title }));
}

/** The requests sent to this API path, in order. */
export function requestsTo(path: string) {
  return requests.filter((request) => request.path === path);
}

/** Whether the path was asked with (at least) these query parameters. */
export function asked(path: string, params: Record<string, string>): boolean {
  return requestsTo(path).some(({ url }) => Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value));
}

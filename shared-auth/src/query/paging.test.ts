import { paginateLocally } from './paging';

describe('paginateLocally', () => {
  const list = Array.from({ length: 16 }, (_, index) => index + 1);

  it('cuts pages of 7 and reports the last page and the total', () => {
    expect(paginateLocally(list, 1, 7)).toEqual({ data: [1, 2, 3, 4, 5, 6, 7], current_page: 1, last_page: 3, per_page: 7, total: 16 });
    expect(paginateLocally(list, 3, 7).data).toEqual([15, 16]);
  });

  it('keeps the page within bounds and answers one empty page for an empty list', () => {
    expect(paginateLocally(list, 9, 7).current_page).toBe(3);
    expect(paginateLocally([], 1, 7)).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 7, total: 0 });
  });
});

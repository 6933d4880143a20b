import { pageWindow } from './pageWindow';

describe('pageWindow (which page buttons show)', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('shows every page up to 7 pages (page %i of %i)', (page, last, expected) => {
    expect(pageWindow(page, last)).toEqual(expected);
  });

  it.each([1, 2, 3, 4])('shows pages 1 to 5, an ellipsis and the last page on page %i', (page) => {
    expect(pageWindow(page, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageWindow(page, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
  });

  it.each([17, 18, 19, 20])('shows the first page, an ellipsis and the last 5 pages near the end (page %i of 20)', (page) => {
    expect(pageWindow(page, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows the first page, the current page with its neighbours and the last page in the middle', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'start-ellipsis', 15, 16, 17, 'end-ellipsis', 20]);
    expect(pageWindow(5, 9)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]);
  });

  it('treats 8 pages: page 5 is already near the end', () => {
    expect(pageWindow(5, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
    expect(pageWindow(8, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
  });

  it('never shows a page twice nor a page outside 1..last', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let page = 1; page <= last; page += 1) {
        const pages = pageWindow(page, last).filter((item): item is number => typeof item === 'number');
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(last);
        expect(pages.every((p) => p >= 1 && p <= last)).toBe(true);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
      }
    }
  });

  it('clamps an out-of-range page and answers nothing without pages', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageWindow(99, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

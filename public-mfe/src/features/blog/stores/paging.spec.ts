import { clampPage, pageCount } from './paging';

describe('blog teaser paging', () => {
  it('has three posts a page', () => {
    expect(pageCount(8)).toBe(3);
    expect(pageCount(3)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });

  it('keeps the page between 0 and the page count minus one', () => {
    expect(clampPage(5, 8)).toBe(2);
    expect(clampPage(-1, 8)).toBe(0);
    expect(clampPage(1, 0)).toBe(0);
  });
});

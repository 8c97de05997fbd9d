import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list.ts';

const pages = [
  { page: 1, last_page: 2, items: [{ id: 3 }, { id: 2 }] },
  // The server's page 2 repeats an entry that moved when a new one arrived.
  { page: 2, last_page: 2, items: [{ id: 2 }, { id: 1 }] },
];

describe('PagedList', () => {
  it('adds page after page without repeating an entry, then stops', async () => {
    const asked: number[] = [];
    const list = new PagedList(async (page) => {
      asked.push(page);
      return pages[page - 1]!;
    });
    await list.reload();
    await list.loadMore();
    await list.loadMore();
    expect(list.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(asked).toEqual([1, 2]);
    expect(list.hasMore).toBe(false);
  });

  it('keeps a failure for a retry, which asks for the same page again', async () => {
    let failNext = true;
    const list = new PagedList(async (page) => {
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      return pages[page - 1]!;
    });
    await list.reload();
    expect([list.failed, list.items.length, list.loading]).toEqual([true, 0, false]);
    await list.loadMore();
    expect([list.failed, list.page, list.items.length]).toEqual([false, 1, 2]);
  });
});

// Pages of a list counted in SQL: how many there are and which rows one shows, in words.

/** What the rows are, one and many: ['tender', 'tenders']. */
export type Noun = readonly [one: string, many: string];

/** The pages `total` rows fill, `size` a page; at least one. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** 'Showing 26–50 of 312 tenders'. */
export function pageRange(page: number, size: number, total: number, [one, many]: Noun): string {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? one : many}`;
}

/** The API returns at most 1,000 rows a request (max_rows): a read that may be longer pages on. */
export const API_PAGE = 1000;

interface Page<Row> {
  data: Row[] | null;
  error: unknown;
}

/** Every row of an ordered query, page after page until one comes back short. */
export async function allPages<Row>(
  page: (from: number, to: number) => PromiseLike<Page<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += API_PAGE) {
    const { data, error } = await page(from, from + API_PAGE - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if ((data ?? []).length < API_PAGE) return rows;
  }
}

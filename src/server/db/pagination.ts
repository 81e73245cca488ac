/** `{total, page, pages}` of a paginated list: an empty list still has one (empty) page. */
export const pageInfo = (total: number, page: number, limit: number) => ({
  total,
  page,
  pages: Math.max(1, Math.ceil(total / limit)),
});

/** How many rows come before `page` (1-based). */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;

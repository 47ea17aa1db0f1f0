/** Page number and size of a list call (§9 "Default async list pageSize 42, pageNo 1"). */

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** The page asked for, or the first page of `defaultSize` (bounds are the call's schema's). */
export function pagingOf(
  pageNo: number | undefined,
  pageSize: number | undefined,
  defaultSize: number,
): Paging {
  const page = pageNo ?? 1;
  const size = pageSize ?? defaultSize;
  return { pageNo: page, pageSize: size, offset: (page - 1) * size };
}

/** Pages needed for `count` rows. */
export function totalPagesOf(count: number, pageSize: number): number {
  return Math.ceil(count / pageSize);
}

/** The paging fields of a list's answer: the page asked for and the whole filter's count. */
export function pageFieldsOf(paging: Paging, totalCount: number) {
  return {
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount,
    totalPages: totalPagesOf(totalCount, paging.pageSize),
  };
}

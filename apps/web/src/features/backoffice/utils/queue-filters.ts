/** A work queue's page size. */
export const QUEUE_PAGE_SIZE = 20;

/** A queue's filters as the address holds them: a state (or every state, '') and the page. */
export interface QueueFilters<S extends string> {
  state: S | '';
  offset: number;
}

/**
 * The filters of an address's query: no state is `initial`, `all` is every state, and what is not
 * a state or a page reads as unset.
 */
export function readQueueFilters<S extends string>(
  params: URLSearchParams,
  states: readonly S[],
  initial: S,
): QueueFilters<S> {
  const state = params.get('state');
  const offset = Number(params.get('offset') ?? '0');
  return {
    state:
      state === 'all'
        ? ''
        : (states as readonly string[]).includes(state ?? '')
          ? (state as S)
          : initial,
    offset: Number.isInteger(offset) && offset > 0 ? offset - (offset % QUEUE_PAGE_SIZE) : 0,
  };
}

/** The address's query of the filters: the initial state and the first page are left out. */
export function queueSearch<S extends string>(filters: QueueFilters<S>, initial: S): string {
  const params = new URLSearchParams();
  if (filters.state !== initial) params.set('state', filters.state || 'all');
  if (filters.offset > 0) params.set('offset', String(filters.offset));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The list call's query of the filters. */
export const queueQuery = <S extends string>(filters: QueueFilters<S>) => ({
  limit: String(QUEUE_PAGE_SIZE),
  ...(filters.state && { state: filters.state }),
  ...(filters.offset > 0 && { offset: String(filters.offset) }),
});

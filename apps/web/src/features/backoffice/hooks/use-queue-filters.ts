import { useLocation, useNavigate } from 'react-router';
import { type QueueFilters, queueSearch, readQueueFilters } from '../utils/queue-filters';

/**
 * A queue's filters, kept in the address: a new state starts again at the first page (replacing
 * the address's entry), a new page is a step the browser's back button undoes.
 */
export function useQueueFilters<S extends string>(states: readonly S[], initial: S) {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readQueueFilters(new URLSearchParams(location.search), states, initial);
  const setFilters = (next: Partial<QueueFilters<S>>) =>
    void navigate(
      { search: queueSearch({ ...filters, offset: 0, ...next }, initial) },
      { replace: next.offset === undefined },
    );
  return { filters, setFilters };
}

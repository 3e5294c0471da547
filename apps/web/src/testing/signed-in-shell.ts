import { mockApi } from './api-mock';

/**
 * Answers the calls the shell makes for a signed-in customer (dynamic pages, coupons). Tests of a
 * sign-in need them: signing in empties the customer's cache that renderApp seeds.
 */
export function answerSignedInShellCalls(): void {
  mockApi('GET', '/api/v2/ov_customize/html_dinamic_routes', { body: [] });
  mockApi('GET', '/api/v2/user/coupons', { body: [] });
}

/** The contracts of a new customer: none (the welcome page asks). */
export function answerNoSupplies(): void {
  mockApi('GET', '/api/v2/contracts/list-info/', {
    body: { result: { electricity: [], gas: [] } },
  });
}

import type { App } from '../../types';
import { benchInvoiceListRows } from './invoice-list-bench.repository';

/**
 * BENCHMARK ONLY, never in production: registered only when PORTAL_BENCH_ROUTES=1 (see app.ts).
 *
 * The "bare route" of the invoice-list budget (ARCHITECTURE.md "Budgets", bench/invoice-list.mjs):
 * the same first page of rows as GET /api/v1/invoices/ (same columns, same order, same limit) with
 * one raw SQL query, and no authentication, validation or response schema — the limit a real list
 * route is measured against. It trusts the `user_id` it is given: it must never be reachable.
 */
export function registerBenchRoutes(app: App) {
  app.get('/bench/invoices', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as { user_id?: string; limit?: string };
    const limit = Number(query.limit ?? 100);
    const rows = await benchInvoiceListRows(app.services.db, query.user_id ?? '', limit);
    return reply.type('application/json').send(JSON.stringify(rows));
  });
}

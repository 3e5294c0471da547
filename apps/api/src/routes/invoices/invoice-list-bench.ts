import { sql } from 'drizzle-orm';
import type { App } from '../../types';

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
    // Both drivers (node-postgres, PGlite) answer with { rows }.
    const result = (await app.services.db.execute(sql`
      SELECT i.id, i.number, i.date, i.start_date, i.end_date, i.energy_consumed,
             i.amount_total, i.amount_pending, i.paid_state, i.payment_enabled,
             i.rectificative_type, i.vat, c.name AS contract_name, s.cups,
             s.street || ', ' || s.zipcode || ' ' || s.city AS cups_full_address,
             m.address_id AS address_invoice_id
        FROM invoices i
        JOIN contracts c ON c.id = i.contract_id
        JOIN supply_points s ON s.id = c.supply_point_id
        LEFT JOIN multipoint_invoices m ON m.id = i.multipoint_invoice_id
       WHERE i.user_id = ${query.user_id ?? ''} AND i.energy = 'electricity'
       ORDER BY i.date DESC, i.id DESC
       LIMIT ${limit}`)) as unknown as { rows: unknown[] };
    return reply.type('application/json').send(JSON.stringify(result.rows));
  });
}

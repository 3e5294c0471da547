import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * The first `limit` rows of a customer's electricity invoice list in one raw SQL query: the same
 * columns and order as GET /api/v1/invoices/, for the benchmark's bare route only.
 */
export async function benchInvoiceListRows(db: Database, userId: string, limit: number) {
  // Both drivers (node-postgres, PGlite) answer with { rows }.
  const result = (await db.execute(sql`
      SELECT i.id, i.number, i.date, i.start_date, i.end_date, i.energy_consumed,
             i.amount_total, i.amount_pending, i.paid_state, i.payment_enabled,
             i.rectificative_type, i.vat, c.name AS contract_name, s.cups,
             s.street || ', ' || s.zipcode || ' ' || s.city AS cups_full_address,
             m.address_id AS address_invoice_id
        FROM invoices i
        JOIN contracts c ON c.id = i.contract_id
        JOIN supply_points s ON s.id = c.supply_point_id
        LEFT JOIN multipoint_invoices m ON m.id = i.multipoint_invoice_id
       WHERE i.user_id = ${userId} AND i.energy = 'electricity'
       ORDER BY i.date DESC, i.id DESC
       LIMIT ${limit}`)) as unknown as { rows: unknown[] };
  return result.rows;
}

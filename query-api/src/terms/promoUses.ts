import type { OrderView } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

/**
 * How many of the term's orders standing (not cancelled) use each of its promo codes (issue 43), as
 * the codes' streams count them: a use is taken by the order placed and given back by its
 * cancellation. Read from the orders' read model for the back-office's term page.
 */
export async function promoUsesOf(db: Kysely<Database>, termId: number, codes: readonly string[]): Promise<{ code: string; used: number }[]> {
  if (codes.length === 0) return [];
  const rows = await db.selectFrom('orders').select('view').where('status', 'not in', [6]).where('view', 'like', '%"promo"%').execute();
  const used = new Map(codes.map((code) => [code.toUpperCase(), 0]));
  for (const row of rows) {
    const order = JSON.parse(row.view) as OrderView;
    const found = new Set<string>();
    for (const line of order.rows) {
      if (line.tuition?.termId !== termId) continue;
      for (const discount of line.tuition.discounts ?? []) if (discount.kind === 'promo' && discount.code) found.add(discount.code.toUpperCase());
    }
    for (const code of found) if (used.has(code)) used.set(code, used.get(code)! + 1);
  }
  return [...used.entries()].map(([code, count]) => ({ code, used: count }));
}

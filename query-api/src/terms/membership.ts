import type { OrderView } from '@plouf/command-api/contracts';
import { isUnpaid, paymentTotals } from '@plouf/command-api/order-status';
import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

/**
 * The family's order holding the school year's membership fee as the screens see it (issue 43), or
 * null: one carrying the fee that is neither cancelled nor refunded whole, and is paid or holds
 * money (an open order taking none yet would be replaced by the next, which carries the fee).
 * The enrolment decides the same on the family's fee stream.
 */
export async function membershipHolder(db: Kysely<Database>, famId: number, year: number): Promise<number | null> {
  const rows = await db.selectFrom('orders').select('view').where('fam_id', '=', famId).where('status', 'not in', [6]).where('view', 'like', `%"membership":{"year":${year},%`).execute();
  for (const row of rows) {
    const order = JSON.parse(row.view) as OrderView;
    if (!order.rows.some((line) => line.membership?.year === year)) continue;
    const { paid, refunded } = paymentTotals(order.payments);
    if (order.cmdStatus === 7 && refunded >= order.cmdTotal) continue;
    if (isUnpaid(order.cmdStatus) && paid - refunded <= 0) continue;
    return order.id;
  }
  return null;
}

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

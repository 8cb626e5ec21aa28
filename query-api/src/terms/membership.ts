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


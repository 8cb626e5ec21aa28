/**
 * A family's statement (issue 43, ADR 0029 decisions 27-32): its ledger's entries in the order
 * recorded, each with the balance after it and the words of the order it names (in the reader's
 * language), and the plans' parts still to pay. Read from the orders' read model, which writes the
 * ledger's rows beside the orders: one position for both.
 */
import type { OrderView, Statement, StatementDue, StatementEntry } from '@plouf/command-api/contracts';
import { LEDGER_SIGN, type LedgerKind } from '@plouf/command-api/events';
import { isUnpaid, paymentTotals, planParts } from '@plouf/command-api/order-status';
import type { Database } from '@plouf/projections';
import type { Language } from '@plouf/infra';
import type { Kysely } from 'kysely';
import { catalogueNames, withNames } from '../catalogue/names.ts';

/** A line's label for a reader: as sold in French; in English, the term's English label or the pass's English name. */
function lineLabel(line: OrderView['rows'][number], language: Language): string {
  if (language === 'fr') return line.libelle;
  return line.tuition?.englishLabel ?? line.membership?.englishLabel ?? (line as { translations?: { en?: { libelle?: string } } }).translations?.en?.libelle ?? line.libelle;
}

export async function familyStatement(db: Kysely<Database>, famId: number, language: Language, now: Date): Promise<Statement> {
  const [rows, orderRows, family, names] = await Promise.all([
    db.selectFrom('ledger_entries').selectAll().where('fam_id', '=', famId).orderBy('position').execute(),
    db.selectFrom('orders').select('view').where('fam_id', '=', famId).execute(),
    db.selectFrom('families').select('name').where('id', '=', famId).executeTakeFirst(),
    catalogueNames(db),
  ]);
  const orders = new Map(orderRows.map((row) => {
    const view = withNames.order(names, JSON.parse(row.view) as OrderView);
    return [view.id, view] as const;
  }));
  const totals: Record<LedgerKind, number> = { charged: 0, discounted: 0, paid: 0, refunded: 0, credited: 0 };
  let balance = 0;
  const entries: StatementEntry[] = rows.map((row) => {
    const kind = row.kind as LedgerKind;
    const cents = Number(row.cents);
    totals[kind] += cents;
    balance += LEDGER_SIGN[kind] * cents;
    const order = orders.get(row.order_id);
    const discounts = kind === 'discounted' && order ? order.rows.flatMap((line) => line.tuition?.discounts ?? []) : [];
    return {
      key: row.key,
      at: new Date(row.at).toISOString(),
      kind,
      cents,
      balance,
      orderId: row.order_id,
      lines: order ? order.rows.map((line) => lineLabel(line, language)) : [],
      orderStatus: order?.cmdStatus ?? 1,
      method: row.method,
      part: row.part,
      parts: row.parts,
      discounts,
    };
  });
  const upcoming: StatementDue[] = [];
  for (const order of orders.values()) {
    if (!order.plan || !isUnpaid(order.cmdStatus)) continue;
    const { paid, refunded } = paymentTotals(order.payments);
    // A plan not started (its first part not paid) is a checkout left open, not a debt.
    if (paid - refunded <= 0) continue;
    for (const part of planParts(order.plan, paid - refunded)) {
      if (part.owed > 0) upcoming.push({ orderId: order.id, part: part.n, parts: order.plan.length, due: part.due, cents: part.owed });
    }
  }
  upcoming.sort((a, b) => a.due.localeCompare(b.due) || a.orderId - b.orderId || a.part - b.part);
  const famName = family?.name ?? [...orders.values()].at(-1)?.famName ?? '';
  return { famId, famName, balance, totals, entries, upcoming, at: now.toISOString() };
}

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
import { parisDay } from '@plouf/infra/days';
import type { Kysely } from 'kysely';
import { catalogueNames, withNames } from '../catalogue/names.ts';

/** A line's label for a reader: as sold in French; in English, the term's English label or the pass's English name. */
function lineLabel(line: OrderView['rows'][number], language: Language): string {
  if (language === 'fr') return line.libelle;
  return line.tuition?.englishLabel ?? line.membership?.englishLabel ?? (line as { translations?: { en?: { libelle?: string } } }).translations?.en?.libelle ?? line.libelle;
}

/** A period of the statement: Paris days, both included; either end open. */
export interface StatementPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The family's statement, for a period when one is asked: its entries and totals, and the balance
 * before it and at its end; the balance now, the months with entries and the parts to pay whatever
 * the period.
 */
export async function familyStatement(db: Kysely<Database>, famId: number, language: Language, now: Date, period: StatementPeriod = {}): Promise<Statement> {
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
  const { from = null, to = null } = period;
  let balance = 0;
  let opening = 0;
  let closing = 0;
  const months = new Set<string>();
  const entries: StatementEntry[] = [];
  for (const row of rows) {
    const kind = row.kind as LedgerKind;
    const cents = Number(row.cents);
    balance += LEDGER_SIGN[kind] * cents;
    const day = parisDay(new Date(row.at));
    months.add(day.slice(0, 7));
    if (from !== null && day < from) {
      opening = balance;
      closing = balance;
      continue;
    }
    if (to !== null && day > to) continue;
    closing = balance;
    totals[kind] += cents;
    const order = orders.get(row.order_id);
    const discounts = kind === 'discounted' && order ? order.rows.flatMap((line) => line.tuition?.discounts ?? []) : [];
    entries.push({
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
    });
  }
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
  return { famId, famName, balance, from, to, opening, closing, months: [...months].sort().reverse(), totals, entries, upcoming, at: now.toISOString() };
}

import { readOrderHistory } from '@plouf/command-api/order-history';
import { statusLabel } from '@plouf/command-api/order-status';
import { loadConfig } from '@plouf/infra';
import { describeStore, exitUnlessStoreExists } from './existing-store.ts';
import { openPlatform } from './platform.ts';

/**
 * `npm run replay -- order <id>`: an order's stream replayed event by event, with the order as it
 * stood after each (the back-office's history tab, in a terminal). With PGlite, stop `npm start`
 * first (one process per data folder), or read the history tab.
 */
const [kind, id, ...rest] = process.argv.slice(2);
const orderId = Number(id);
if (kind !== 'order' || !Number.isInteger(orderId) || orderId < 1 || rest.length > 0) {
  console.error('Usage: npm run replay -- order <id>');
  process.exit(2);
}
const config = loadConfig();
await exitUnlessStoreExists(config, 'Reading');
const platform = await openPlatform(config).catch((error: Error) => {
  console.error(`Cannot open the data: ${error.message}`);
  process.exit(1);
});
const history = await readOrderHistory(platform.store, orderId);
await platform.close();
if (!history) {
  console.error(`No order ${orderId} in the ${describeStore(config)}.`);
  process.exit(1);
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(/\.00$/, '')} €`;
const own = history.filter((entry) => entry.streamId === `order-${orderId}`).length;
console.log(`Order ${orderId}: ${own} events (stream order-${orderId}), and ${history.length - own} events of its cards\n`);
for (const entry of history) {
  const { state } = entry;
  console.log(`${entry.streamId} #${entry.revision}  ${entry.at}  ${entry.type}  (position ${entry.position}, by ${entry.by === null ? 'the system or a visitor' : `user ${entry.by}`}${entry.correlationId ? `, request ${entry.correlationId}` : ''})`);
  console.log(`    data:  ${JSON.stringify(entry.data)}`);
  console.log(`    after: ${statusLabel(state.cmdStatus, 'fr')} (${state.cmdStatus}), total ${euros(state.cmdTotal)}, paid ${euros(state.paid)}, refunded ${euros(state.refunded)}${state.payments.length ? `, payments ${state.payments.map((p) => `${p.paymentId} ${p.status} ${euros(p.amount)}`).join('; ')}` : ''}\n`);
}

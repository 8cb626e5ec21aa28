import { IdParams, ok, replies } from '@plouf/infra';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext, runCommand } from '../runner.ts';
import { MandateInput, OrderView, TestPaymentInput } from './contract.ts';
import { ibanLast4, isSepaIban, normalIban } from './mandates/iban.ts';
import { orderDecider, partToPay } from './decider.ts';
import { nextTryDay } from './process.ts';
import { AlreadyPaid, BadSignature, InvalidIban, MandateRefused, NoWebhook, NotPayable, NotTestPayments, OrderNotFound, UnknownTestCard, WrongClientSecret } from './errors.ts';
import { orderStream } from './events.ts';
import { isUnpaid, ORDER_STATUS } from './status.ts';
import { familyAddress, ORDERS_READ_MODEL, payerCustomer, ownedOrder, readOrder, tags } from './support.ts';

/**
 * What the payment provider tells: the offline adapter's test card form, and Stripe's webhook.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const payments = deps.payments;
  /** The offline adapter's test card form: the server decides, and records what Stripe's webhook would. */
  app.post(
    '/Commande/:id/test-payment',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: TestPaymentInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const offline = payments.offline;
      if (!offline) throw new NotTestPayments();
      const order = await ownedOrder(deps.store, request, request.params.id);
      // The payment this form's secret was given for (a plan has one per part it was asked for).
      const paymentId = Object.keys(order.payments).find((id) => order.payments[id]!.provider === 'offline' && offline.secretMatches(id, request.body.clientSecret));
      if (!paymentId) throw new WrongClientSecret();
      const asked = order.payments[paymentId]!;
      // A plan's first part keeps the card for the later ones (ADR 0029, decision 18).
      const keep = asked.part === 1 && order.savedCard === null;
      const outcome = offline.confirm({ orderId: order.orderId, paymentId, amount: asked.amount, cardNumber: request.body.cardNumber, requestId: request.id, keep });
      if (!outcome || outcome.outcome === 'pending') throw new UnknownTestCard();
      const result = outcome.outcome;
      // Paid by this very card already (a second click): the order as it is. Paid otherwise (at the
      // desk), cancelled or refunded: nothing to pay, nothing taken.
      if (order.payments[paymentId]?.status === 'succeeded') {
        const view = await deps.readBack.order(order.orderId);
        if (view) return ok(view);
      } else if (order.cmdStatus === ORDER_STATUS.paye) throw new AlreadyPaid(order.orderId);
      else if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const part = asked.part === undefined ? {} : { part: asked.part };
          await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'SettlePayment', data: { ...outcome, outcome: result, ...part, provider: 'offline', now: ctx.now, by: ctx.by } });
          return order.orderId;
        },
        answer: (orderId) => deps.readBack.order(orderId),
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  /**
   * The family signs a SEPA direct debit mandate for its plan paid by direct debit (ADR 0029,
   * decision 50): the IBAN checked here, the mandate made by the provider (never stored by Plouf),
   * then recorded on the order's stream, which decides. The place is then the family's and the
   * debits follow (the order process). The same form sent twice is the same mandate.
   */
  app.post(
    '/Commande/:id/mandat',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: MandateInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const order = await ownedOrder(deps.store, request, request.params.id);
      const iban = normalIban(request.body.iban);
      if (!isSepaIban(iban)) throw new InvalidIban();
      if (!order.directDebit || order.plan === null) throw new MandateRefused('notDirectDebit');
      if (order.savedCard !== null && order.savedCard.last4 !== ibanLast4(iban)) throw new MandateRefused('alreadySigned');
      if (order.cmdStatus === ORDER_STATUS.paye) throw new AlreadyPaid(order.orderId);
      if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const signed =
            order.savedCard ??
            (await payments.port.setupMandate({ orderId: order.orderId, famId: order.famId, customer: await payerCustomer(deps, ctx, order.famId), holder: request.body.holder.trim(), iban, email: order.buyer.email, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }));
          // Placed without an address (a term's price held before the family gave one): billed to the one it has now.
          const address = order.billing.address === null ? await familyAddress(deps.store, order.famId) : null;
          await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'SignMandate', data: { orderId: order.orderId, mandate: { provider: payments.port.provider, ref: signed.ref, last4: signed.last4 }, address, now: ctx.now, by: ctx.by } });
          return order.orderId;
        },
        answer: (orderId) => deps.readBack.order(orderId),
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  /**
   * Stripe's webhook: the signature is verified with the SDK on the raw body; a payment that
   * succeeded or failed becomes its events. Delivered ten times, it is recorded once.
   */
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/Commande/webhook',
      { config: { access: 'public', idempotent: false, rawBody: true }, schema: { tags, response: replies(Type.Object({ received: Type.Boolean(), ignored: Type.Optional(Type.String()) })) } },
      async (request) => {
        const webhook = payments.stripeWebhook;
        if (!webhook) throw new NoWebhook();
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new BadSignature();
        const signature = request.headers['stripe-signature'];
        let news;
        try {
          news = webhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          request.log.warn({ err: error }, 'webhook refused');
          throw new BadSignature();
        }
        if ('ignored' in news) return ok({ received: true, ignored: news.ignored });
        const order = await readOrder(deps.store, news.orderId);
        if (order.status !== 'placed') return ok({ received: true, ignored: `order ${news.orderId} unknown` });
        const outcome = news;
        if (outcome.outcome === 'pending') return ok({ received: true, ignored: 'pending' });
        const ctx = commandContext(deps, request);
        // A debit of the mandate, or a charge of the card kept, refused by the bank days after it was
        // sent (SEPA): this try counted, and the next one's day decided as the scheduler's own try does.
        const next = partToPay(order);
        const tries =
          outcome.outcome === 'failed' && outcome.offSession && outcome.part !== undefined && next?.n === outcome.part
            ? { attempt: next.attempt, retryOn: await nextTryDay(deps.store, next, () => new Date(ctx.now)) }
            : {};
        await ctx.handle(orderStream(outcome.orderId), orderDecider, {
          type: 'SettlePayment',
          data: {
            orderId: outcome.orderId,
            paymentId: outcome.paymentId,
            provider: 'stripe',
            outcome: outcome.outcome,
            amount: outcome.amount,
            reference: outcome.reference,
            reason: outcome.reason,
            ...(outcome.part !== undefined && { part: outcome.part }),
            ...(outcome.savedCard && { savedCard: outcome.savedCard }),
            ...(outcome.offSession && { offSession: true }),
            ...(outcome.sepa && { sepa: true }),
            ...tries,
            now: ctx.now,
            by: null,
          },
        });
        return ok({ received: true });
      },
    );
  });

  /** The back-office's status moves: only those the machine allows from where the order stands. */
};

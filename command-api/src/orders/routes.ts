import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { deskRoutes } from './desk-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

export { ORDERS_READ_MODEL, readOrder } from './support.ts';

/**
 * The order routes: checkout (card or free), what the payment provider tells (test card, Stripe's
 * webhook), the back-office's moves, desk orders and payments, refunds (the cards the desk gives: cards/routes.ts).
 */
export const orderRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  await app.register(checkoutRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(deskRoutes, deps);
};

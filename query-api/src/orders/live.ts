import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel, familyChannel } from '../live/channels.ts';

/** The back-office's order list and details: every order placed or changed. */
export const adminOrdersChannel = adminChannel(READ_MODELS.orders);

/**
 * A family's orders and cards, told in the family's own room (`family:{famId}`). The notice names
 * the family; the screens read their orders and cards again.
 */
export const familyOrdersChannels = [NOTICES.familyOrders, NOTICES.cards].map(familyChannel);

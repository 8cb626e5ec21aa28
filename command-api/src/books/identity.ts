import type { Decider } from '@plouf/infra';
import type { SchoolIdentity, SchoolIdentityEvent } from './events.ts';

/**
 * The identity printed until the back-office saves the school's own (`savedAt` null in the view):
 * a plausible layout, not a real company; the back-office is told to fill it in.
 */
export const DEFAULT_IDENTITY: SchoolIdentity = {
  name: 'École de natation Plouf',
  legalForm: '',
  street: '1 rue de la Piscine',
  postalCode: '75001',
  city: 'Paris',
  country: 'France',
  siret: '00000000000000',
  vatNumber: '',
  email: '',
  phone: '',
  // Families pay when they order: no late-payment or discount terms, which the law asks of business invoices only.
  footer: 'Facture acquittée à la commande.',
};

export type SchoolIdentityCommand = { type: 'SaveIdentity'; data: { identity: SchoolIdentity; now: string; by: number | null } };

/** The identity as its stream stands, with when it was last saved (null: the defaults). */
export interface IdentityState {
  identity: SchoolIdentity;
  savedAt: string | null;
}

/** The school's legal identity (stream `school-identity`): the defaults until saved; saving the same again appends nothing. */
export const schoolIdentityDecider: Decider<SchoolIdentityCommand, SchoolIdentityEvent, IdentityState> = {
  initialState: () => ({ identity: DEFAULT_IDENTITY, savedAt: null }),
  decide(command, state) {
    const { identity, now, by } = command.data;
    if (state.savedAt !== null && JSON.stringify(identityOf(identity)) === JSON.stringify(state.identity)) return [];
    return [{ type: 'SchoolIdentitySaved', data: { ...identityOf(identity), at: now, by } }];
  },
  evolve(_state, event) {
    return { identity: identityOf(event.data), savedAt: event.data.at };
  },
};

/** Only the identity's fields, in one order (a saved event carries its stamp besides). */
export function identityOf(source: SchoolIdentity): SchoolIdentity {
  const { name, legalForm, street, postalCode, city, country, siret, vatNumber, email, phone, footer } = source;
  return { name, legalForm, street, postalCode, city, country, siret, vatNumber, email, phone, footer };
}

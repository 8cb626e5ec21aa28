import { RuleRefused, StateConflict, TryAgain } from '@plouf/infra';
import type { ErasureBlocker } from './contract.ts';

const BLOCKER_TEXT: Record<ErasureBlocker['kind'], { fr: (n: number) => string; en: (n: number) => string }> = {
  unpaidOrders: { fr: (n) => `${n} commande${n > 1 ? 's' : ''} à régler`, en: (n) => `${n} unpaid order${n > 1 ? 's' : ''}` },
  lessonsToCome: { fr: (n) => `${n} cours à venir`, en: (n) => `${n} lesson${n > 1 ? 's' : ''} to come` },
  termEnrolments: { fr: (n) => `${n} inscription${n > 1 ? 's' : ''} au trimestre en cours`, en: (n) => `${n} term enrolment${n > 1 ? 's' : ''} standing` },
};

/*
 * The erasure's refusals answer `InvalidModelState` (the spec's result codes have nothing closer)
 * and name themselves in `data.errorCode` (issue 41): a client tells "something is still owed"
 * (`ErasureBlocked`, each blocker in `data.errors`) from "no request" or "erased already".
 */

/** Something is still owed or booked: the desk settles or cancels it first. */
export class ErasureBlocked extends StateConflict {
  constructor(blockers: ErasureBlocker[]) {
    const list = (language: 'fr' | 'en') => blockers.map((blocker) => BLOCKER_TEXT[blocker.kind][language](blocker.count)).join(', ');
    super(
      'ErasureBlocked',
      {
        fr: `Effacement impossible pour l'instant : ${list('fr')}. Réglez ou annulez d'abord.`,
        en: `The family cannot be erased yet: ${list('en')}. Settle or cancel first.`,
      },
      // Each reason on its own (`data.errors`), by its kind: `unpaidOrders`, `lessonsToCome`, `termEnrolments`.
      Object.fromEntries(blockers.map((blocker) => [blocker.kind, { fr: BLOCKER_TEXT[blocker.kind].fr(blocker.count), en: BLOCKER_TEXT[blocker.kind].en(blocker.count) }])),
    );
  }

  override get namesItsCode() {
    return true;
  }
}

export class ErasureNameMismatch extends RuleRefused {
  constructor() {
    const text = { fr: 'Le nom saisi n’est pas celui de la famille', en: 'The name typed is not the family’s' };
    super('ErasureNameMismatch', text, { famName: text });
  }

  override get namesItsCode() {
    return true;
  }
}

export class NoErasureRequest extends StateConflict {
  constructor() {
    super('NoErasureRequest', { fr: 'Aucune demande d’effacement en attente pour cette famille', en: 'No erasure request is waiting for this family' });
  }

  override get namesItsCode() {
    return true;
  }
}

export class FamilyErasedAlready extends StateConflict {
  constructor() {
    super('FamilyErasedAlready', { fr: 'Les données de cette famille ont déjà été effacées', en: 'This family’s data has already been erased' });
  }

  override get namesItsCode() {
    return true;
  }
}

/** The lists the blockers are counted on are still catching up (a busy moment): nothing was erased. */
export class BlockersBehind extends TryAgain {
  constructor() {
    super('ErasureBlockersBehind', {
      fr: 'Les réservations et commandes de la famille sont en cours de mise à jour : rien n’a été effacé, réessayez dans un instant.',
      en: 'The family’s bookings and orders are being brought up to date: nothing was erased, try again in a moment.',
    }, 2);
  }

  override get namesItsCode() {
    return true;
  }
}

import { AppError, RuleRefused, StateConflict, TryAgain } from '@plouf/infra';

export class FamilyNotFound extends AppError {
  constructor(famId: number) {
    super('FamilyNotFound', 'FileNotFound', { fr: `La famille ${famId} est introuvable`, en: `Family ${famId} not found` });
  }
}

export class FamilyAlreadyExists extends StateConflict {
  constructor(famId: number) {
    super('FamilyAlreadyExists', { fr: `La famille ${famId} existe déjà`, en: `Family ${famId} already exists` });
  }
}

export class MemberNotFound extends AppError {
  constructor(userId: number) {
    super('MemberNotFound', 'FileNotFound', { fr: `L'utilisateur ${userId} est introuvable`, en: `User ${userId} not found` });
  }
}

export class MemberAlreadyInFamily extends StateConflict {
  constructor(userId: number) {
    super('MemberAlreadyInFamily', { fr: `L'utilisateur ${userId} fait déjà partie de la famille`, en: `User ${userId} is already a member` });
  }
}

export class BirthDateRequired extends RuleRefused {
  constructor() {
    const text = { fr: 'La date de naissance est requise pour un membre sans email', en: 'The date of birth is required for a member without an email' };
    super('BirthDateRequired', text, { usrDatbirth: text });
  }
}

export class BirthDateInFuture extends RuleRefused {
  constructor() {
    const text = { fr: 'La date de naissance ne peut pas être dans le futur', en: 'The date of birth cannot be in the future' };
    super('BirthDateInFuture', text, { usrDatbirth: text });
  }
}

/** A family keeps at least one adult: the one who answers for it, pays and is written to. */
export class LastAdult extends StateConflict {
  constructor() {
    super('LastAdult', {
      fr: 'Le dernier adulte de la famille ne peut pas être retiré',
      en: 'The last adult of the family cannot be removed',
    });
  }
}

/** Nobody removes themselves: they would lose their own login mid-session; another adult (or the desk) does it. */
export class RemovingYourself extends RuleRefused {
  constructor() {
    super('RemovingYourself', {
      fr: 'Vous ne pouvez pas vous retirer vous-même de la famille : un autre adulte de la famille ou l’accueil peut le faire',
      en: 'You cannot remove yourself from the family: another adult of the family or the desk can do it',
    });
  }
}

/**
 * A member booked on lessons still to come is not removed: each booking is cancelled first, from the
 * bookings page, where its cut-off (entry given back or spent) is shown.
 */
export class MemberHasComingLessons extends StateConflict {
  constructor(count: number) {
    super('MemberHasComingLessons', {
      fr: `Ce membre a ${count === 1 ? 'un cours à venir' : `${count} cours à venir`} : annulez ${count === 1 ? 'cette réservation' : 'ces réservations'} dans « Mes réservations » avant de le retirer`,
      en: `This member has ${count === 1 ? 'a coming lesson' : `${count} coming lessons`}: cancel ${count === 1 ? 'that booking' : 'those bookings'} in "My bookings" before removing them`,
    });
  }
}

/** The session has no family (or its family was removed): it may not order, book or read a family's things. */
export class NoFamily extends AppError {
  constructor() {
    super('NoFamily', 'AccessForbidden', { fr: 'Ce compte n’a pas de famille', en: 'This account has no family' });
  }
}

/**
 * The family asked for its erasure (ADR 0022): nothing new is booked, enrolled or ordered for it
 * until the request is withdrawn (or refused by the desk).
 */
export class ErasurePending extends StateConflict {
  constructor() {
    super('ErasurePending', {
      fr: 'Une demande d’effacement des données de cette famille est en cours : rien de nouveau ne peut être réservé, inscrit ni commandé. Retirez la demande pour continuer.',
      en: 'This family has asked for its data to be erased: nothing new can be booked, enrolled or ordered. Withdraw the request to go on.',
    });
  }
}

/** A removal whose count came after its fence stopped holding (a request that waited too long): nothing was removed. */
export class RemovalInterrupted extends StateConflict {
  constructor() {
    super('RemovalInterrupted', { fr: 'Le retrait de ce membre a été interrompu : rien n’a changé, réessayez', en: 'Removing this member was interrupted: nothing changed, try again' });
  }
}

/** A member whose removal is under way: nothing new is booked or enrolled for them (ADR 0022). */
export class MemberLeaving extends StateConflict {
  constructor() {
    super('MemberLeaving', { fr: 'Ce membre est en train d’être retiré de la famille : rien ne peut être réservé pour lui', en: 'This member is being removed from the family: nothing can be booked for them' });
  }
}

/** The lists a member's lessons are counted on are still catching up (a busy moment): nothing was removed. */
export class HoldingsBehind extends TryAgain {
  constructor() {
    super('MemberHoldingsBehind', {
      fr: 'Les réservations de la famille sont en cours de mise à jour : personne n’a été retiré, réessayez dans un instant.',
      en: 'The family’s bookings are being brought up to date: nobody was removed, try again in a moment.',
    }, 2);
  }
}

/** A member the family does not have: "your family" to the family, "this family" to the desk, who named it. */
export class MemberNotInFamily extends AppError {
  constructor(desk = false) {
    super(
      'MemberNotInFamily',
      'FileNotFound',
      desk ? { fr: 'Ce membre ne fait pas partie de cette famille', en: 'This member is not in this family' } : { fr: 'Ce membre ne fait pas partie de votre famille', en: 'This member is not in your family' },
    );
  }
}

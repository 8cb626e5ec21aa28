import { AppError, RuleRefused, StateConflict } from '@plouf/infra';

export class LoginFailed extends AppError {
  constructor() {
    super('LoginFailed', 'UnauhtorizedUser', { fr: "Erreur d'identification", en: 'Identification error' });
  }
}

export class TooManyAttempts extends AppError {
  constructor() {
    super('TooManyAttempts', 'AccessForbidden', {
      fr: 'Trop de tentatives ; réessayez dans quelques minutes',
      en: 'Too many attempts; try again in a few minutes',
    });
  }
}

export class NotLoggedIn extends AppError {
  constructor() {
    super('NotLoggedIn', 'UnauhtorizedUser', { fr: 'Aucun utilisateur connecté', en: 'No user is logged in' });
  }
}

export class AccountMismatch extends RuleRefused {
  constructor() {
    super('AccountMismatch', {
      fr: 'Erreur : Le compte et le mail ne correspondent pas',
      en: 'Error: the account and the email do not match',
    });
  }
}

/**
 * A session opened by a mailed link gives no login to anyone (ADR 0014): a forwarded mail must not
 * let its reader put their own address on the family's account.
 */
export class PasswordLoginNeeded extends AppError {
  constructor(field: string) {
    const text = {
      fr: 'Pour donner ou changer une adresse de connexion, connectez-vous avec votre mot de passe',
      en: 'To give or change a login address, log in with your password',
    };
    super('PasswordLoginNeeded', 'AccessForbidden', text, { [field]: text });
  }
}

/** Refuses a change of login address in a session opened by a mailed link. */
export async function refuseLoginChangeByLink(sessions: { openedByLink(token: string | undefined): Promise<boolean> }, token: string | undefined, field: string) {
  if (await sessions.openedByLink(token)) throw new PasswordLoginNeeded(field);
}

/** An autolog link used, expired, or not for this account (ADR 0014): the password still opens it. */
export class AutologRefused extends AppError {
  constructor() {
    super('AutologRefused', 'UnauhtorizedUser', {
      fr: "Ce lien de connexion n'est plus valide. Connectez-vous avec votre mot de passe.",
      en: 'This login link is no longer valid. Log in with your password.',
    });
  }
}

export class InvalidKey extends AppError {
  constructor() {
    super('InvalidKey', 'UnauhtorizedUser', {
      fr: 'Ce lien est invalide, déjà utilisé ou expiré : demandez-en un nouveau',
      en: 'This link is invalid, already used or expired: ask for a new one',
    });
  }
}

export class EmailAlreadyUsed extends StateConflict {
  /** `field`: the request's own name for the address (`userEmail` on sign-up, `usrEmail` on a profile). */
  constructor(field: 'userEmail' | 'usrEmail' = 'userEmail') {
    const text = { fr: 'Cette adresse email est déjà utilisée', en: 'This email address is already used' };
    super('EmailAlreadyUsed', text, { [field]: text });
  }
}

export class WrongPassword extends RuleRefused {
  constructor() {
    const text = { fr: "L'ancien mot de passe est incorrect", en: 'The old password is wrong' };
    super('WrongPassword', text, { userPass: text });
  }
}

/** A sign-up without its address by anyone but the administrator: a request malformed for its caller (400). */
export class EmailRequired extends AppError {
  constructor() {
    const text = { fr: 'Ce champ est requis', en: 'This field is required' };
    super('EmailRequired', 'InvalidModelState', text, { userEmail: text });
  }
}

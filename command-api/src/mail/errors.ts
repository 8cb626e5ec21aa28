import { AppError, REFUSAL_STATUS, RuleRefused, StateConflict, type Localized } from '@plouf/infra';
import type { MailProblems } from './render.ts';

export class MailTextRefused extends RuleRefused {
  constructor(problems: MailProblems) {
    const first = Object.values(problems)[0]!;
    super('MailTextRefused', { fr: `Le modèle ne peut pas être enregistré : ${first.fr}`, en: `The template cannot be saved: ${first.en}` }, problems);
  }
}

export class LanguagesRequired extends RuleRefused {
  constructor() {
    const text: Localized = { fr: 'Un texte en français et un en anglais sont attendus', en: 'One text in French and one in English are expected' };
    super('LanguagesRequired', text, { lgs: text });
  }
}

/** Refused by how the server is set up, not by the value (409). */
export class TestModeForced extends StateConflict {
  constructor() {
    const text = { fr: "Le mode test est imposé par la configuration du serveur (MAIL_TEST_MODE) : il ne peut pas être coupé ici", en: "Test mode is imposed by the server's configuration (MAIL_TEST_MODE): it cannot be turned off here" };
    super('TestModeForced', text, { testMode: text });
  }
}

export class MailTemplateNotFound extends AppError {
  constructor(id: number) {
    super('MailTemplateNotFound', 'FileNotFound', { fr: `Le modèle de mail ${id} est introuvable`, en: `Mail template ${id} not found` });
  }
}

/** Asked for (404), or named by a template's field (422, as any unknown reference in a body). */
export class MailSkinNotFound extends AppError {
  constructor(id: number, field?: string) {
    const text = { fr: `L'habillage ${id} est introuvable`, en: `Mail skin ${id} not found` };
    super('MailSkinNotFound', field ? 'InvalidModelState' : 'FileNotFound', text, field ? { [field]: text } : undefined, field ? REFUSAL_STATUS.rule : undefined);
  }
}

/** A template or skin that exists already, a skin still in use: refused by what is there (409). */
export class MailRefused extends StateConflict {
  constructor(code: string, text: Localized) {
    super(code, text);
  }
}

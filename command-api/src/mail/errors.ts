import { AppError, type Localized } from '@plouf/infra';
import type { MailProblems } from './render.ts';

export class MailTextRefused extends AppError {
  constructor(problems: MailProblems) {
    const first = Object.values(problems)[0]!;
    super('MailTextRefused', 'InvalidModelState', { fr: `Le modèle ne peut pas être enregistré : ${first.fr}`, en: `The template cannot be saved: ${first.en}` }, problems);
  }
}

export class LanguagesRequired extends AppError {
  constructor() {
    const text: Localized = { fr: 'Un texte en français et un en anglais sont attendus', en: 'One text in French and one in English are expected' };
    super('LanguagesRequired', 'InvalidModelState', text, { lgs: text });
  }
}

export class TestModeForced extends AppError {
  constructor() {
    const text = { fr: "Le mode test est imposé par la configuration du serveur (MAIL_TEST_MODE) : il ne peut pas être coupé ici", en: "Test mode is imposed by the server's configuration (MAIL_TEST_MODE): it cannot be turned off here" };
    super('TestModeForced', 'InvalidModelState', text, { testMode: text });
  }
}

export class MailTemplateNotFound extends AppError {
  constructor(id: number) {
    super('MailTemplateNotFound', 'FileNotFound', { fr: `Le modèle de mail ${id} est introuvable`, en: `Mail template ${id} not found` });
  }
}

export class MailSkinNotFound extends AppError {
  constructor(id: number, field?: string) {
    const text = { fr: `L'habillage ${id} est introuvable`, en: `Mail skin ${id} not found` };
    super('MailSkinNotFound', field ? 'InvalidModelState' : 'FileNotFound', text, field ? { [field]: text } : undefined);
  }
}

export class MailRefused extends AppError {
  constructor(code: string, text: Localized) {
    super(code, 'InvalidModelState', text);
  }
}

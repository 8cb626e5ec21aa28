import { MAIL_LANGUAGES, type MailLanguage } from '../../../api/mail.ts';
import type { MailSkinInput, MailSkinView, MailTemplateInput, MailTemplateLanguage, MailTemplateView } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { blank, compact, type ClientErrors } from '../kit/fieldErrors.ts';

type SkinLanguage = MailSkinInput['lgs'][number];

/** A template as its screen edits it: one text per language, reached by language rather than by place. */
export interface TemplateDraft {
  mtpValide: boolean;
  mskId: number;
  lgs: Record<MailLanguage, MailTemplateLanguage>;
}

export interface SkinDraft {
  libelle: string;
  mskValide: boolean;
  lgs: Record<MailLanguage, SkinLanguage>;
}

/** The languages of a view by language; one missing (never from the server) is empty, for the person to write. */
function byLanguage<T extends { lg: MailLanguage }>(lgs: readonly T[], empty: (lg: MailLanguage) => T): Record<MailLanguage, T> {
  return Object.fromEntries(MAIL_LANGUAGES.map((lg) => [lg, lgs.find((item) => item.lg === lg) ?? empty(lg)])) as Record<MailLanguage, T>;
}

export const templateDraft = (view: MailTemplateView): TemplateDraft => ({
  mtpValide: view.mtpValide,
  mskId: view.mskId,
  lgs: byLanguage(view.lgs, (lg) => ({ lg, libelle: '', preheader: '', mtplTemplate: '', text: '' })),
});

export const templateInput = (draft: TemplateDraft): MailTemplateInput => ({
  mtpValide: draft.mtpValide,
  mskId: draft.mskId,
  lgs: MAIL_LANGUAGES.map((lg) => draft.lgs[lg]),
});

const required = (value: string): MessageId | undefined => (blank(value) ? 'adminMail.form.required' : undefined);

/** Errors keyed as the server keys them (`lgs.fr.libelle`), so one map places both on the fields. */
export function validateTemplate(draft: TemplateDraft): ClientErrors {
  return compact(
    Object.fromEntries(
      MAIL_LANGUAGES.flatMap((lg) => (['libelle', 'mtplTemplate', 'text'] as const).map((field) => [`lgs.${lg}.${field}`, required(draft.lgs[lg][field])])),
    ),
  );
}

/** A new skin starts from a frame that already works: the body, and the subject as the page's title. */
const STARTING_FRAME = (lg: MailLanguage): SkinLanguage => ({
  lg,
  libelle: `<!DOCTYPE html>\n<html lang="{{lang}}">\n<head>\n<meta charset="utf-8">\n<title>{{subject}}</title>\n</head>\n<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;">\n{{{body}}}\n</body>\n</html>\n`,
  text: '{{body}}\n',
});

export const blankSkin = (): SkinDraft => ({ libelle: '', mskValide: true, lgs: byLanguage([], STARTING_FRAME) });

export const skinDraft = (view: MailSkinView): SkinDraft => ({
  libelle: view.libelle,
  mskValide: view.mskValide,
  lgs: byLanguage(view.lgs, (lg) => ({ lg, libelle: '', text: '' })),
});

export const skinInput = (draft: SkinDraft): MailSkinInput => ({
  libelle: draft.libelle.trim(),
  mskValide: draft.mskValide,
  lgs: MAIL_LANGUAGES.map((lg) => draft.lgs[lg]),
});

export function validateSkin(draft: SkinDraft): ClientErrors {
  return compact({
    libelle: required(draft.libelle),
    ...Object.fromEntries(MAIL_LANGUAGES.flatMap((lg) => (['libelle', 'text'] as const).map((field) => [`lgs.${lg}.${field}`, required(draft.lgs[lg][field])]))),
  });
}

/** The field keys of one language's errors, to mark its tab when one of them is wrong. */
export const languageHasError = (errors: Readonly<Record<string, string>>, lg: MailLanguage) => Object.keys(errors).some((field) => field.startsWith(`lgs.${lg}.`));

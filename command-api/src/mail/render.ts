import Handlebars from 'handlebars';
import { deName, queName } from '../shared/french.ts';
import type { MailSkinDocument, MailTemplateDocument } from './documents.ts';
import type { MailKindName } from './kinds.ts';
import { sampleFrame, sampleVariables, type MailLanguage } from './variables.ts';

/** A mail ready for a transport, before its envelope (sender, test mode, bcc) is decided. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Render = (context: object) => string;
type Values = Record<string, unknown>;

/** HTML pieces every template may use: `{{> button href=link label="…"}}`, `{{> fallbackLink href=link intro="…"}}`. */
export const MAIL_PARTIALS = {
  button: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
  <tr>
    <td align="center" style="border-radius:8px;background-color:#0e7490;">
      <a href="{{href}}" target="_blank" style="display:inline-block;padding:13px 26px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">{{label}}</a>
    </td>
  </tr>
</table>`,
  fallbackLink: `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52677a;">{{intro}}<br><a href="{{href}}" target="_blank" style="color:#0e7490;word-break:break-all;">{{href}}</a></p>`,
} as const;

/**
 * A handlebars of its own, with the partials, and beyond the built-in helpers only French elision
 * (issue 41): `{{de member}}` writes `de Léa` or `d’Adam`, `{{que member}}` `que Léa` or `qu’Adam`.
 */
function mailHandlebars() {
  const handlebars = Handlebars.create();
  for (const [partial, source] of Object.entries(MAIL_PARTIALS)) handlebars.registerPartial(partial, source);
  handlebars.registerHelper('de', (name: unknown) => deName(String(name ?? '')));
  handlebars.registerHelper('que', (name: unknown) => queName(String(name ?? '')));
  return handlebars;
}

interface Compiled {
  subject: Render;
  preheader: Render;
  html: Render;
  text: Render;
}

/**
 * Compiles what a template or skin says. HTML is escaped (handlebars' default); the subject and the
 * plain text are not HTML, so they are compiled without escaping, or `O'Brien` would arrive as
 * `O&#x27;Brien`. `strict`: a name the values do not hold is an error (the check when saving).
 */
function compiler(strict: boolean) {
  const handlebars = mailHandlebars();
  return {
    html: (source: string): Render => handlebars.compile(source, { strict }),
    plain: (source: string): Render => handlebars.compile(source, { noEscape: true, strict }),
  };
}

function compileTemplate(language: MailTemplateDocument['lgs'][number], strict = false): Compiled {
  const { html, plain } = compiler(strict);
  return { subject: plain(language.libelle), preheader: plain(language.preheader), html: html(language.mtplTemplate), text: plain(language.text) };
}

function compileSkin(language: MailSkinDocument['lgs'][number], strict = false) {
  const { html, plain } = compiler(strict);
  return { html: html(language.libelle), text: plain(language.text) };
}

/** Renders a kind's compiled template inside a compiled skin. */
function renderWith(template: Compiled, skin: { html: Render; text: Render }, language: MailLanguage, variables: Values, publicUrl: string): RenderedMail {
  // A header holds one line: whatever a variable brings, the subject stays on it. (Not `\s`: it
  // would also flatten the narrow no-break space French puts before `!`.)
  const subject = template.subject(variables).replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
  const frame = { lang: language, subject, preheader: template.preheader(variables).trim(), publicUrl, siteName: new URL(publicUrl).host };
  const html = skin.html({ ...frame, body: template.html(variables) });
  const text = skin.text({ ...frame, body: template.text(variables).trim() }).trimEnd() + '\n';
  if (language === 'fr') return { subject, html, text };
  // The skin's own links too (its header's and footer's `{{publicUrl}}`, a school's own): every link
  // to the site in the finished mail, whatever part of it wrote it.
  const inLanguage = (url: string) => siteLinkInLanguage(url, language, publicUrl);
  return {
    subject,
    // An attribute as written (Handlebars escapes `=` and `&`): judged decoded, added to as written.
    html: html.replace(/href="([^"]*)"/g, (attribute, href: string) => {
      const url = decodeAttribute(href);
      if (inLanguage(url) === url) return attribute;
      const hash = href.search(/(?<!&)#/);
      const [address, fragment] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
      return `href="${address}${url.replace(/#.*$/, '').includes('?') ? '&amp;' : '?'}lang=${language}${fragment}"`;
    }),
    text: text.replace(/https?:\/\/[^\s<>"()[\]]+/g, (url) => inLanguage(url)),
  };
}

/** An attribute's value as the browser reads it (the character references Handlebars writes). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A link to the site opens it in the reader's language: `lang=en` added to a link of an English mail
 * (the page keeps it as the reader's choice), where it names no language already. A browser that
 * never visited the site, the one a mail is opened in, would otherwise show the French default. A
 * French mail's links, and links elsewhere, stay as they are.
 *
 * @example
 * siteLinkInLanguage('https://plouf.fr/create-password?key=k', 'en', 'https://plouf.fr')
 * // 'https://plouf.fr/create-password?key=k&lang=en'
 */
export function siteLinkInLanguage(url: string, language: MailLanguage, publicUrl: string): string {
  const site = publicUrl.replace(/\/+$/, '');
  if (language === 'fr' || !(url === site || url.startsWith(`${site}/`) || url.startsWith(`${site}?`) || url.startsWith(`${site}#`)) || /[?&]lang=/.test(url)) return url;
  const hash = url.indexOf('#');
  const [address, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${address}${address.includes('?') ? '&' : '?'}lang=${language}${fragment}`;
}

/**
 * The templates and skins in use, compiled, kept up to date as they are saved. A kind whose
 * template is switched off (or whose skin is) is sent with the product's own text and skin
 * (`defaults`), so that a password mail never stops going out.
 */
export class MailTemplates {
  private templates = new Map<string, { doc: MailTemplateDocument; compiled: Map<MailLanguage, Compiled> }>();
  private skins = new Map<number, { doc: MailSkinDocument; compiled: Map<MailLanguage, { html: Render; text: Render }> }>();

  constructor(private readonly defaults?: MailTemplates) {}

  setTemplate(doc: MailTemplateDocument): void {
    this.templates.set(doc.kind, { doc, compiled: new Map(doc.lgs.map((language) => [language.lg, compileTemplate(language)])) });
  }

  setSkin(doc: MailSkinDocument): void {
    this.skins.set(doc.id, { doc, compiled: new Map(doc.lgs.map((language) => [language.lg, compileSkin(language)])) });
  }

  deleteSkin(id: number): void {
    this.skins.delete(id);
  }

  /** A template as edited (not saved), in the skin it names or in a skin as edited (`skinDraft`): "send me a test". */
  renderDraft(template: MailTemplateDocument, language: MailLanguage, variables: Values, publicUrl: string, skinDraft?: MailSkinDocument['lgs']): RenderedMail {
    const edited = skinDraft?.find((item) => item.lg === language);
    const skin = edited ? compileSkin(edited) : this.skins.get(template.mskId)?.compiled.get(language);
    const draft = template.lgs.find((item) => item.lg === language);
    if (!skin || !draft) return (this.defaults ?? this).render(template.kind, language, variables, publicUrl);
    return renderWith(compileTemplate(draft), skin, language, variables, publicUrl);
  }

  render(kind: MailKindName, language: MailLanguage, variables: Values, publicUrl: string): RenderedMail {
    const template = this.templates.get(kind);
    const skin = template && this.skins.get(template.doc.mskId);
    const compiled = template?.doc.mtpValide ? template.compiled.get(language) : undefined;
    const frame = skin?.doc.mskValide ? skin.compiled.get(language) : undefined;
    if (compiled && frame) return renderWith(compiled, frame, language, variables, publicUrl);
    if (this.defaults) return this.defaults.render(kind, language, variables, publicUrl);
    throw new Error(`No ${language} template in use for the mail kind ${kind}`);
  }
}

/** What a template or skin says wrong, by field (`lgs.fr.mtplTemplate`), in French and English. */
export type MailProblems = Record<string, { fr: string; en: string }>;

function problem(error: unknown): { fr: string; en: string } {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^"([^"]+)" not defined in/.exec(message);
  if (unknown) return { fr: `Variable inconnue pour ce type de mail : ${unknown[1]}`, en: `This kind of mail has no variable ${unknown[1]}` };
  const line = /on line (\d+)/.exec(message)?.[1];
  const where = line ? { fr: ` (ligne ${line})`, en: ` (line ${line})` } : { fr: '', en: '' };
  return { fr: `Modèle illisible${where.fr} : ${message.split('\n')[0]}`, en: `Unreadable template${where.en}: ${message.split('\n')[0]}` };
}

/**
 * The kind's examples, then the same with each yes-or-no flipped in turn: a branch the examples do
 * not take (`{{#if expired}}…{{else}}…{{/if}}`) is checked too.
 */
function checkedValues(kind: MailKindName, language: MailLanguage): Values[] {
  const values = sampleVariables(kind, language);
  const flags = Object.keys(values).filter((name) => typeof values[name] === 'boolean');
  return [values, ...flags.map((flag) => ({ ...values, [flag]: !values[flag] }))];
}

/**
 * Checks a template as it would be sent: every language compiled strictly and rendered with the
 * kind's examples (and each yes-or-no flipped), so a syntax error or a variable the kind does not
 * give is found now.
 */
export function checkTemplate(doc: Pick<MailTemplateDocument, 'kind' | 'lgs'>): MailProblems {
  const problems: MailProblems = {};
  for (const language of doc.lgs) {
    const cases = checkedValues(doc.kind, language.lg);
    for (const field of ['libelle', 'preheader', 'mtplTemplate', 'text'] as const) {
      try {
        const { html, plain } = compiler(true);
        const render = (field === 'mtplTemplate' ? html : plain)(language[field]);
        for (const values of cases) render(values);
      } catch (error) {
        problems[`lgs.${language.lg}.${field}`] = problem(error);
      }
    }
  }
  return problems;
}

/** Checks a skin: compiled strictly, rendered with the frame's examples, with a place for the body in both frames. */
export function checkSkin(doc: Pick<MailSkinDocument, 'lgs'>): MailProblems {
  const problems: MailProblems = {};
  for (const language of doc.lgs) {
    const values = sampleFrame(language.lg);
    for (const field of ['libelle', 'text'] as const) {
      const source = language[field];
      if (!/\{\{\{?\s*body\s*\}?\}\}/.test(source)) {
        problems[`lgs.${language.lg}.${field}`] = { fr: 'Le cadre doit placer le corps du mail : {{{body}}}', en: 'The frame must place the mail’s body: {{{body}}}' };
        continue;
      }
      try {
        const { html, plain } = compiler(true);
        (field === 'libelle' ? html : plain)(source)(values);
      } catch (error) {
        problems[`lgs.${language.lg}.${field}`] = problem(error);
      }
    }
  }
  return problems;
}

/** A template drawn with its kind's examples in a skin: the back-office's preview. */
export function previewMail(template: Pick<MailTemplateDocument, 'kind' | 'lgs'>, skin: Pick<MailSkinDocument, 'lgs'>, language: MailLanguage, publicUrl: string): RenderedMail {
  const templateLanguage = template.lgs.find((item) => item.lg === language);
  const skinLanguage = skin.lgs.find((item) => item.lg === language);
  if (!templateLanguage || !skinLanguage) throw new Error(`No ${language} text to preview`);
  return renderWith(compileTemplate(templateLanguage), compileSkin(skinLanguage), language, sampleVariables(template.kind, language), publicUrl);
}

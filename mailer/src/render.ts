import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SKIN_ID, MailTemplates, type MailSkinDocument, type MailTemplateDocument, type RenderedMail } from '@plouf/command-api/mail';
import { MAIL_KINDS, type MailKindName } from '@plouf/command-api/mail-kinds';
import { LANGUAGES, type MailRequest } from './kinds.ts';

export type { RenderedMail };

const TEMPLATE_DIR = fileURLToPath(new URL('./templates/', import.meta.url));

/** The product's own templates and skins: the demo data the back-office starts from, and what a kind falls back on. */
export interface DefaultDocuments {
  templates: MailTemplateDocument[];
  skins: MailSkinDocument[];
}

/** A plain skin beside the product's: the body on white, the words of the footer. */
function plainSkin(strings: Map<string, Record<string, string>>): MailSkinDocument {
  return {
    id: 1,
    libelle: 'Sobre',
    mskValide: true,
    lgs: LANGUAGES.map((lg) => ({
      lg,
      libelle: `<!DOCTYPE html>\n<html lang="{{lang}}">\n<head><meta charset="utf-8"><title>{{subject}}</title></head>\n<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1c2127;">\n{{{body}}}\n<p style="margin:32px 0 0;font-size:12px;color:#5f6b7c;">${strings.get(lg)!.automatic}</p>\n</body>\n</html>\n`,
      text: `{{body}}\n\n-- \n${strings.get(lg)!.automatic}\n`,
    })),
  };
}

/**
 * Reads the templates and skins under `dir`: `skins/default.html.hbs` and `.text.hbs` (the frame,
 * whose `strings.*` are taken from `<lang>/skin.json`), and `<lang>/<Kind>.hbs`, which holds a header
 * (`subject:`, optional `preheader:`), then `--- html` and `--- text` sections.
 */
export function loadDefaultDocuments(dir: string = TEMPLATE_DIR): DefaultDocuments {
  const strings = new Map(LANGUAGES.map((lg) => [lg, JSON.parse(readFileSync(join(dir, lg, 'skin.json'), 'utf8')) as Record<string, string>]));
  const frame = (file: string, lg: string) => readFileSync(join(dir, 'skins', file), 'utf8').replace(/\{\{strings\.(\w+)\}\}/g, (_all, key: string) => strings.get(lg as 'fr')![key] ?? '');
  const skins: MailSkinDocument[] = [
    plainSkin(strings),
    { id: DEFAULT_SKIN_ID, libelle: 'Plouf', mskValide: true, lgs: LANGUAGES.map((lg) => ({ lg, libelle: frame('default.html.hbs', lg), text: frame('default.text.hbs', lg) })) },
  ];
  const templates: MailTemplateDocument[] = [];
  for (const kind of Object.keys(MAIL_KINDS) as MailKindName[]) {
    const files = LANGUAGES.map((lg) => join(dir, lg, `${kind}.hbs`));
    if (!files.every((file) => readdirSync(join(file, '..')).includes(basename(file)))) throw new Error(`No template file for the mail kind ${kind}`);
    const lgs = LANGUAGES.map((lg, i) => ({ lg, ...splitTemplate(readFileSync(files[i]!, 'utf8'), files[i]!) }));
    templates.push({ id: MAIL_KINDS[kind], kind, mtpValide: true, mskId: DEFAULT_SKIN_ID, lgs });
  }
  return { templates, skins };
}

function splitTemplate(source: string, path: string) {
  const match = /^([\s\S]*?)^--- html[ \t]*\r?\n([\s\S]*?)^--- text[ \t]*\r?\n([\s\S]*)$/m.exec(source);
  if (!match) throw new Error(`${path}: expected a header, then "--- html" and "--- text" sections`);
  const header = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/).filter((l) => l.trim() !== '')) {
    const field = /^(\w+):\s?(.*)$/.exec(line);
    if (!field) throw new Error(`${path}: cannot read the header line "${line}"`);
    header.set(field[1]!, field[2]!);
  }
  const subject = header.get('subject');
  if (!subject) throw new Error(`${path}: the header has no subject`);
  return { libelle: subject, preheader: header.get('preheader') ?? '', mtplTemplate: match[2]!, text: match[3]!.trimEnd() + '\n' };
}

/** The product's own templates, compiled: what a kind is sent with when nothing else is in use. */
export function templatesFrom(documents: DefaultDocuments, defaults?: MailTemplates): MailTemplates {
  const templates = new MailTemplates(defaults);
  for (const skin of documents.skins) templates.setSkin(skin);
  for (const template of documents.templates) templates.setTemplate(template);
  return templates;
}

let defaults: MailTemplates | undefined;
export const defaultTemplates = () => (defaults ??= templatesFrom(loadDefaultDocuments()));

/**
 * Renders the mail a request asks for, inside its skin. Links are absolute from `publicUrl`.
 *
 * @example
 * const { subject, html, text } = renderMail(request, 'https://plouf.fr');
 */
export function renderMail(request: MailRequest, publicUrl: string, templates: MailTemplates = defaultTemplates()): RenderedMail {
  return templates.render(request.kind, request.language, request.variables, publicUrl);
}

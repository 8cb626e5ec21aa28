import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { LANGUAGES, type Language, type MailKindName, type MailRequest } from './kinds.ts';

/** A mail ready for a transport, before its envelope (sender, test mode, bcc) is decided. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Render = (context: object) => string;

interface KindTemplate {
  skin: string;
  subject: Render;
  preheader: Render | undefined;
  html: Render;
  text: Render;
}

interface Skin {
  html: Render;
  text: Render;
}

export interface TemplateSet {
  kinds: Map<`${Language}/${MailKindName}`, KindTemplate>;
  skins: Map<string, Skin>;
  strings: Map<Language, Record<string, string>>;
}

const TEMPLATE_DIR = fileURLToPath(new URL('./templates/', import.meta.url));

/**
 * Reads and compiles every template under `dir`: `skins/<name>.html.hbs` and `.text.hbs` (the
 * frame), `partials/*.hbs` (HTML pieces such as the button), `<lang>/skin.json` (the frame's words)
 * and `<lang>/<Kind>.hbs`, which holds a header (`subject:`, optional `preheader:` and `skin:`),
 * then `--- html` and `--- text` sections.
 *
 * HTML is escaped (handlebars' default). The subject and the plain text are not HTML: they are
 * compiled without escaping, or `O'Brien` would arrive as `O&#x27;Brien`.
 */
export function loadTemplates(dir: string = TEMPLATE_DIR): TemplateSet {
  const handlebars = Handlebars.create();
  for (const file of readdirSync(join(dir, 'partials')).filter((name) => name.endsWith('.hbs'))) {
    handlebars.registerPartial(basename(file, '.hbs'), readFileSync(join(dir, 'partials', file), 'utf8'));
  }
  const html = (source: string) => handlebars.compile(source);
  const plain = (source: string) => handlebars.compile(source, { noEscape: true });

  const skins = new Map<string, Skin>();
  for (const file of readdirSync(join(dir, 'skins')).filter((name) => name.endsWith('.html.hbs'))) {
    const name = basename(file, '.html.hbs');
    skins.set(name, {
      html: html(readFileSync(join(dir, 'skins', file), 'utf8')),
      text: plain(readFileSync(join(dir, 'skins', `${name}.text.hbs`), 'utf8')),
    });
  }

  const kinds: TemplateSet['kinds'] = new Map();
  const strings: TemplateSet['strings'] = new Map();
  for (const language of LANGUAGES) {
    strings.set(language, JSON.parse(readFileSync(join(dir, language, 'skin.json'), 'utf8')) as Record<string, string>);
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.hbs'))) {
      const path = join(dir, language, file);
      const parts = splitTemplate(readFileSync(path, 'utf8'), path);
      if (!skins.has(parts.skin)) throw new Error(`${path}: no skin named ${parts.skin}`);
      kinds.set(`${language}/${basename(file, '.hbs') as MailKindName}`, {
        skin: parts.skin,
        subject: plain(parts.subject),
        preheader: parts.preheader === undefined ? undefined : plain(parts.preheader),
        html: html(parts.html),
        text: plain(parts.text),
      });
    }
  }
  return { kinds, skins, strings };
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
  return { subject, preheader: header.get('preheader'), skin: header.get('skin') ?? 'default', html: match[2]!, text: match[3]!.trimEnd() + '\n' };
}

let defaults: TemplateSet | undefined;

/**
 * Renders the mail a request asks for, inside its skin. Links are absolute from `publicUrl`.
 *
 * @example
 * const { subject, html, text } = renderMail(request, 'https://plouf.fr');
 */
export function renderMail(request: MailRequest, publicUrl: string, templates: TemplateSet = (defaults ??= loadTemplates())): RenderedMail {
  const template = templates.kinds.get(`${request.language}/${request.kind}`);
  if (!template) throw new Error(`No ${request.language} template for the mail kind ${request.kind}`);
  const skin = templates.skins.get(template.skin)!;
  const variables = request.variables;
  // A header holds one line: whatever a variable brings, the subject stays on it. (Not `\s`: it
  // would also flatten the narrow no-break space French puts before `!`.)
  const subject = template.subject(variables).replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
  const frame = {
    lang: request.language,
    subject,
    preheader: template.preheader?.(variables).trim(),
    publicUrl,
    siteName: new URL(publicUrl).host,
    strings: templates.strings.get(request.language),
  };
  return {
    subject,
    html: skin.html({ ...frame, body: template.html(variables) }),
    text: skin.text({ ...frame, body: template.text(variables).trim() }),
  };
}

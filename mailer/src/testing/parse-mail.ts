/**
 * Just enough MIME to read what the mailer sends (mailparser is not available here): headers
 * (unfolded, encoded words decoded), the text and HTML parts of a multipart/alternative,
 * quoted-printable or base64 decoded, and the files attached (a multipart/mixed's parts with a
 * file name).
 */
export interface ParsedMail {
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) => parts.find((p) => p.type === type && !p.filename)?.content.toString('utf8') ?? '';
  return {
    header: (name) => headers.get(name.toLowerCase()),
    subject: headers.get('subject') ?? '',
    text: part('text/plain'),
    html: part('text/html'),
    attachments: parts.flatMap((p) => (p.filename ? [{ filename: p.filename, contentType: p.type, content: p.content }] : [])),
  };
}

/** HTML attribute and text entities back to characters (`&#x3D;` → `=`). */
export function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return named[entity.toLowerCase()] ?? all;
  });
}

function splitEntity(raw: string) {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

type Part = { type: string; filename?: string; content: Buffer };

function leafParts(headers: Map<string, string>, body: string): Part[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => {
      const entity = splitEntity(section.replace(/^\n/, ''));
      return leafParts(entity.headers, entity.body);
    });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const filename = /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1];
  return [{ type, ...(filename && { filename }), content: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(quotedPrintable(body.replace(/=\n/g, '')), 'utf8');
  return Buffer.from(body, 'utf8');
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); blanks between two of them vanish. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

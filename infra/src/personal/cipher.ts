import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The ciphers of personal data in events (docs/adr/0022-personal-data.md). A subject (a family, an
 * account, a contact request, a newsletter sign-up) has a data key of 32 random bytes; a personal
 * value is its JSON, sealed with AES-256-GCM under that key, the subject as associated data (a value
 * moved to another subject does not open). Keys are stored wrapped (sealed the same way) by a key
 * derived from the server's secret with HKDF, never in the event store.
 *
 * A sealed value is one string: `pd1:{kind}:{subject}:{base64url(iv ‖ ciphertext ‖ tag)}`. `kind` says
 * what the value stands for, so a reader whose key is gone knows what to show instead (`ERASED`).
 */
export const SEALED_PREFIX = 'pd1:';

/**
 * What a personal value is, and what a reader sees once its subject is erased: the names shown as a
 * deleted family or member (the screens say it in the reader's language, `ERASED_FAMILY_NAME`), the
 * rest emptied (an address that nobody can log in with or write to, no phone, no birth date, no text).
 */
export const ERASED = {
  familyName: 'Famille supprimée',
  memberName: 'Membre supprimé',
  surname: '',
  email: '',
  phone: null,
  date: null,
  civility: null,
  address: null,
  lines: [] as string[],
  text: '',
} as const;
export type PersonalKind = keyof typeof ERASED;
export const ERASED_FAMILY_NAME = ERASED.familyName;
export const ERASED_MEMBER_NAME = ERASED.memberName;
const KINDS = new Set<string>(Object.keys(ERASED));

/** The key that wraps data keys, derived from the server's secret; `id` names it (rotation). */
export interface WrappingKey {
  id: string;
  key: Buffer;
}

export function wrappingKeyFrom(secret: string): WrappingKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'plouf', 'personal-data-keys/v1', 32));
  return { key, id: createHmac('sha256', key).update('id').digest('hex').slice(0, 12) };
}

const seal = (key: Buffer, plain: Buffer, aad: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
};

const open = (key: Buffer, sealed: Buffer, aad: string) => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
};

export const newDataKey = () => randomBytes(32);
export const wrapKey = (wrapping: WrappingKey, subject: string, dataKey: Buffer) => seal(wrapping.key, dataKey, `key:${subject}`).toString('base64url');
export const unwrapKey = (wrapping: WrappingKey, subject: string, wrapped: string) => open(wrapping.key, Buffer.from(wrapped, 'base64url'), `key:${subject}`);

export function sealValue(kind: PersonalKind, subject: string, dataKey: Buffer, value: unknown): string {
  return `${SEALED_PREFIX}${kind}:${subject}:${seal(dataKey, Buffer.from(JSON.stringify(value)), subject).toString('base64url')}`;
}

export interface SealedParts {
  kind: PersonalKind;
  subject: string;
  body: string;
}

/** The parts of a sealed value, or undefined for any other value (a value in clear stays as it is). */
export function sealedParts(value: unknown): SealedParts | undefined {
  if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return undefined;
  const rest = value.slice(SEALED_PREFIX.length);
  const first = rest.indexOf(':');
  const second = rest.indexOf(':', first + 1);
  if (first < 0 || second < 0) return undefined;
  const kind = rest.slice(0, first);
  if (!KINDS.has(kind)) return undefined;
  return { kind: kind as PersonalKind, subject: rest.slice(first + 1, second), body: rest.slice(second + 1) };
}

export function openValue(parts: SealedParts, dataKey: Buffer): unknown {
  return JSON.parse(open(dataKey, Buffer.from(parts.body, 'base64url'), parts.subject).toString());
}

/** A keyed hash of an address (lower-cased, trimmed): finds a person by address without keeping it in clear. */
export const addressHash = (secret: string, email: string) => createHmac('sha256', secret).update(`address:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);

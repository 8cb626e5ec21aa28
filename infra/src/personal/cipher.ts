import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The ciphers of personal data in events (docs/adr/0022-personal-data.md). A subject (a family, an
 * account, a contact request, a newsletter sign-up) has a data key of 32 random bytes. An event's
 * personal values of one subject are sealed together, once: their JSON array, with AES-256-GCM
 * under that key and the subject as associated data (sealed values moved to another subject do not
 * open), kept in the event's metadata (`sealed: { [subject]: base64url(iv ‖ ciphertext ‖ tag) }`).
 * Each value's place in `data` holds a pointer to it instead, `pd1:{kind}:{subject}:{index}`, so the
 * event keeps its shape, and a reader whose key is gone knows from `kind` what to show (`ERASED`).
 * Keys are stored wrapped (sealed the same way) by a key derived from the server's secret with
 * HKDF, never in the event store.
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

/** IVs drawn from a pool refilled 4 KiB at a time: one `randomBytes` call per 341 seals. */
let ivPool = Buffer.alloc(0);
const nextIv = () => {
  if (ivPool.length < 12) ivPool = randomBytes(4092);
  const iv = ivPool.subarray(0, 12);
  ivPool = ivPool.subarray(12);
  return iv;
};

const seal = (key: Buffer, plain: Buffer, aad: string) => {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  // GCM is a stream mode: `update` gives the whole ciphertext, `final` nothing more (kept if it did).
  const body = cipher.update(plain);
  const rest = cipher.final();
  const out = Buffer.allocUnsafe(12 + body.length + rest.length + 16);
  iv.copy(out, 0);
  body.copy(out, 12);
  rest.copy(out, 12 + body.length);
  cipher.getAuthTag().copy(out, 12 + body.length + rest.length);
  return out;
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

/** An event's values of one subject, sealed together. */
export const sealValues = (subject: string, dataKey: Buffer, values: unknown[]) => seal(dataKey, Buffer.from(JSON.stringify(values)), subject).toString('base64url');
export const openValues = (subject: string, dataKey: Buffer, sealed: string) => JSON.parse(open(dataKey, Buffer.from(sealed, 'base64url'), subject).toString()) as unknown[];

/** What stands in `data` for a sealed value: the `index`th of the subject's sealed values. */
export const pointerTo = (kind: PersonalKind, subject: string, index: number) => `${SEALED_PREFIX}${kind}:${subject}:${index}`;

export interface SealedParts {
  kind: PersonalKind;
  subject: string;
  index: number;
}

/** The parts of a pointer, or undefined for any other value (a value in clear stays as it is). */
export function sealedParts(value: unknown): SealedParts | undefined {
  if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return undefined;
  const parts = value.slice(SEALED_PREFIX.length).split(':');
  if (parts.length !== 3 || !KINDS.has(parts[0]!) || !/^\d{1,4}$/.test(parts[2]!)) return undefined;
  return { kind: parts[0] as PersonalKind, subject: parts[1]!, index: Number(parts[2]) };
}

/**
 * Keyed hashes of addresses (HMAC-SHA-256 under a key derived from the server's secret): what the
 * erasure ledger keeps of an erased address, so that a restore can find the rows that hold it in
 * clear (a kept answer, a mail) without the ledger ever holding it. `id` names the key, as a
 * wrapping key's does (a rotated secret keeps reading hashes made under the previous one).
 *
 * @example
 * const hasher = addressHasher(secret);
 * hasher.hash(' Lea@X.fr ') === hasher.hash('lea@x.fr'); // true
 */
export function addressHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'plouf', 'erased-addresses/v1', 32));
  return {
    id: createHmac('sha256', key).update('id').digest('hex').slice(0, 12),
    hash: (address: string) => createHmac('sha256', key).update(address.trim().toLowerCase()).digest('hex').slice(0, 32),
  };
}
export type AddressHasher = ReturnType<typeof addressHasher>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A random string from the platform's cryptographic generator (64 symbols: 6 bits each).
 *
 * @example
 * randomSecret() // 'q3V…' (32 characters)
 */
export function randomSecret(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Spec §2: detail ids in routes are read as integers, defaulting to -1.
 *
 * @example
 * parseId('42') // 42
 * parseId('abc') // -1
 */
export function parseId(value: string | undefined): number {
  if (!value || !/^-?\d+$/.test(value)) return -1;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) ? id : -1;
}

/** Spec §9: at most 50 images per upload control, unless the control says fewer. */
export const DEFAULT_MAX_IMAGES = 50;

/**
 * What happens to the files someone drops, given the room left (spec §8 image dialogs):
 * - `all`: every file is sent;
 * - `full`: nothing can be added ("Le nombre maximal d'image a été atteint");
 * - `some`: only the first `count` fit; the person is asked whether to continue.
 */
export type UploadPlan = { kind: 'all'; count: number } | { kind: 'full' } | { kind: 'some'; count: number };

/**
 * @param max the control's limit
 * @param used images already in the control, plus those still uploading
 * @param offered image files dropped or picked
 *
 * @example
 * uploadPlan(50, 48, 5) // { kind: 'some', count: 2 }
 * uploadPlan(1, 1, 1) // { kind: 'full' }
 */
export function uploadPlan(max: number, used: number, offered: number): UploadPlan {
  const room = Math.max(0, max - used);
  if (room === 0) return { kind: 'full' };
  if (offered <= room) return { kind: 'all', count: offered };
  return { kind: 'some', count: room };
}

/** The server takes JPEG, PNG, WebP and GIF (docs/api-catalogue.md): SVG is an image type it refuses. */
const REFUSED_IMAGE_TYPES = new Set(['image/svg+xml']);

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') && !REFUSED_IMAGE_TYPES.has(file.type);
}

/** The dropped files split into images that may be sent and the others, each in the order given. */
export function splitFiles<F extends Pick<File, 'type'>>(files: readonly F[]): { images: F[]; refused: F[] } {
  return {
    images: files.filter((file) => isAcceptedImage(file)),
    refused: files.filter((file) => !isAcceptedImage(file)),
  };
}

/**
 * The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 0, 2) // ['b', 'c', 'a']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** Spec §6: image 1 is the default image; it is never edited nor deleted. */
export const DEFAULT_IMAGE_ID = 1;

export const isEditableImage = (media: { id: number }) => media.id !== DEFAULT_IMAGE_ID;

/**
 * The draft a detail screen edits, and how it follows the route and the live version. Pure, so the
 * three decisions every detail screen shares are made (and tested) here once:
 * - a version saved elsewhere is noticed by comparing the version the draft was loaded from with
 *   the live one (by content: not every view carries an `updatedAt`);
 * - an untouched draft takes it; an edited one keeps the person's changes and is `stale` until they
 *   load the other version;
 * - a new entity's first save keeps its draft while the route still says -1.
 */
export interface Editing<View, Draft> {
  /** The id the draft belongs to (≤ 0 for a new entity, spec §2). */
  id: number;
  /** The version the draft was loaded from; undefined for a new entity or before the load. */
  base: View | undefined;
  /** The draft as loaded or saved: what "unsaved changes" compares with. */
  start: Draft;
  draft: Draft;
  /** After a new entity's first save: the route's id until the route moves to the new one. */
  createdFrom?: number;
}

export interface DraftConvert<View, Draft> {
  fromView: (view: View) => Draft;
  blank: () => Draft;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A draft fresh from `view`, or blank when there is none. */
export function begin<View, Draft>(id: number, view: View | undefined, convert: DraftConvert<View, Draft>): Editing<View, Draft> {
  const start = view ? convert.fromView(view) : convert.blank();
  return { id, base: view, start, draft: start };
}

/**
 * What the draft becomes now that the route says `id` and the cache holds `live`; the very same
 * object when nothing changes, so a component may call it on every render.
 *
 * @example
 * follow(begin(4, saved, convert), 4, savedElsewhere, convert) // a fresh draft of savedElsewhere, if untouched
 */
export function follow<View, Draft>(editing: Editing<View, Draft>, id: number, live: View | undefined, convert: DraftConvert<View, Draft>): Editing<View, Draft> {
  if (editing.id !== id) return editing.createdFrom === id ? editing : begin(id, live, convert);
  if (editing.createdFrom !== undefined) return { ...editing, createdFrom: undefined };
  if (!live || live === editing.base) return editing;
  if (!editing.base) return begin(id, live, convert);
  if (same(live, editing.base)) return { ...editing, base: live };
  return isDirty(editing) ? editing : begin(id, live, convert);
}

/** After a save: the saved version is the draft's new start, under its id (a new entity's too). */
export function adopt<View extends { id: number }, Draft>(routeId: number, saved: View, convert: DraftConvert<View, Draft>): Editing<View, Draft> {
  const next = begin(saved.id, saved, convert);
  return saved.id === routeId ? next : { ...next, createdFrom: routeId };
}

/** Whether the person changed the draft since it was loaded or saved (changing it back counts as not). */
export const isDirty = (editing: Editing<unknown, unknown>) => !same(editing.draft, editing.start);

/**
 * Whether another version arrived over unsaved changes. Once `follow` has run, a live version
 * still not the base can only be a different one kept out of an edited draft.
 */
export const isStale = <View>(editing: Editing<View, unknown>, live: View | undefined) =>
  live !== undefined && editing.base !== undefined && live !== editing.base;

import type { Decider } from '@plouf/infra';
import type { DocumentEvent, DocumentFieldsOf, DocumentKind } from './events.ts';
import { DocumentAlreadyExists, DocumentNotFound } from './errors.ts';

export type DocumentCommand<K extends DocumentKind> =
  | { type: 'Add'; data: { id: number; fields: DocumentFieldsOf[K]; now: string } }
  | { type: 'Change'; data: { id: number; fields: DocumentFieldsOf[K]; now: string } }
  | { type: 'Remove'; data: { id: number; now: string } };

export type DocumentState<K extends DocumentKind> =
  | { status: 'none' }
  | { status: 'present'; fields: DocumentFieldsOf[K] }
  | { status: 'removed' };

/** What the back-office calls each kind, for messages. */
/** JSON with object keys sorted: stored events may come back with their keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Deep equality of plain JSON values, for "saving what is saved changes nothing". */
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The life of a catalogue document: added once, changed as a whole, removed for good. Saving the
 * document as it already is appends nothing.
 *
 * @example
 * const pools = documentDecider('Pool');
 * pools.decide({ type: 'Remove', data: { id: 3, now } }, { status: 'present', fields });
 * // [{ type: 'PoolRemoved', data: { id: 3, at: now } }]
 */
export function documentDecider<K extends DocumentKind>(kind: K): Decider<DocumentCommand<K>, DocumentEvent<K>, DocumentState<K>> {
  return {
    initialState: () => ({ status: 'none' }),
    decide(command, state) {
      const { id, now } = command.data;
      switch (command.type) {
        case 'Add':
          if (state.status !== 'none') throw new DocumentAlreadyExists(kind, id);
          return [{ type: `${kind}Added`, data: { id, fields: command.data.fields, at: now } } as DocumentEvent<K>];
        case 'Change':
          if (state.status !== 'present') throw new DocumentNotFound(kind, id);
          if (sameJson(state.fields, command.data.fields)) return [];
          return [{ type: `${kind}Changed`, data: { id, fields: command.data.fields, at: now } } as DocumentEvent<K>];
        case 'Remove':
          if (state.status !== 'present') throw new DocumentNotFound(kind, id);
          return [{ type: `${kind}Removed`, data: { id, at: now } } as DocumentEvent<K>];
      }
    },
    evolve(_state, event) {
      if (event.type.endsWith('Removed')) return { status: 'removed' };
      return { status: 'present', fields: (event.data as { fields: DocumentFieldsOf[K] }).fields };
    },
  };
}

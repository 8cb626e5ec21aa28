import { describe, expect, it } from 'vitest';
import { documentDecider, type DocumentCommand } from './decider.ts';
import { DocumentAlreadyExists, DocumentNotFound } from './errors.ts';
import type { PassEvent } from './events.ts';
import type { PassInput } from '../passes/contract.ts';

const passes = documentDecider('Pass');
const now = '2026-11-21T10:00:00.000Z';
const fields: PassInput = {
  libelle: 'Carte 10 séances',
  fftIsAbo: false,
  fftEnable: true,
  fftLimiteAchat: 0,
  fftValiditeM: 12,
  fftNbEntree: 10,
  fftTarif: 15000,
  fftInfos: '',
  acyIds: [1],
  psnIds: [1],
  tva: 2000,
};
const added: PassEvent = { type: 'PassAdded', data: { id: 4, fields, at: now } };

/** Given these events, when this command, then these events (or this error). */
function given(...events: PassEvent[]) {
  const state = events.reduce(passes.evolve, passes.initialState());
  return { when: (command: DocumentCommand<'Pass'>) => () => passes.decide(command, state) };
}

describe('catalogue document decider', () => {
  it('adds a document once', () => {
    expect(given().when({ type: 'Add', data: { id: 4, fields, now } })()).toEqual([added]);
    expect(given(added).when({ type: 'Add', data: { id: 4, fields, now } })).toThrow(DocumentAlreadyExists);
  });

  it('records a change, and saving the same document again records nothing', () => {
    const changed = { ...fields, fftTarif: 16000 };
    expect(given(added).when({ type: 'Change', data: { id: 4, fields: changed, now } })()).toEqual([{ type: 'PassChanged', data: { id: 4, fields: changed, at: now } }]);
    expect(given(added).when({ type: 'Change', data: { id: 4, fields, now } })()).toEqual([]);
  });

  it('sees the same document whatever the order of its keys (a stored event may come back reordered)', () => {
    const reordered = Object.fromEntries(Object.entries(fields).reverse()) as PassInput;
    expect(given(added).when({ type: 'Change', data: { id: 4, fields: reordered, now } })()).toEqual([]);
  });

  it('removes a document, after which it is not found', () => {
    const removed: PassEvent = { type: 'PassRemoved', data: { id: 4, at: now } };
    expect(given(added).when({ type: 'Remove', data: { id: 4, now } })()).toEqual([removed]);
    expect(given(added, removed).when({ type: 'Change', data: { id: 4, fields, now } })).toThrow(DocumentNotFound);
    expect(given(added, removed).when({ type: 'Remove', data: { id: 4, now } })).toThrow(DocumentNotFound);
    expect(given().when({ type: 'Remove', data: { id: 9, now } })).toThrow(DocumentNotFound);
  });
});

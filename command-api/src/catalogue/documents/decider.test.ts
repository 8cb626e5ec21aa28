import { given as givenEvents } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import { documentDecider, type DocumentCommand, type DocumentState } from './decider.ts';
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

const given = (...past: PassEvent[]) => givenEvents<DocumentCommand<'Pass'>, PassEvent, DocumentState<'Pass'>>(passes, ...past);

describe('catalogue document decider', () => {
  it('adds a document once', () => {
    given().when({ type: 'Add', data: { id: 4, fields, now } }).then([added]);
    given(added).when({ type: 'Add', data: { id: 4, fields, now } }).refuses('PassAlreadyExists');
  });

  it('records a change, and saving the same document again records nothing', () => {
    const changed = { ...fields, fftTarif: 16000 };
    given(added).when({ type: 'Change', data: { id: 4, fields: changed, now } }).then([{ type: 'PassChanged', data: { id: 4, fields: changed, at: now } }]);
    given(added).when({ type: 'Change', data: { id: 4, fields, now } }).then([]);
  });

  it('sees the same document whatever the order of its keys (a stored event may come back reordered)', () => {
    const reordered = Object.fromEntries(Object.entries(fields).reverse()) as PassInput;
    given(added).when({ type: 'Change', data: { id: 4, fields: reordered, now } }).then([]);
  });

  it('removes a document, after which it is not found', () => {
    const removed: PassEvent = { type: 'PassRemoved', data: { id: 4, at: now } };
    given(added).when({ type: 'Remove', data: { id: 4, now } }).then([removed]);
    given(added, removed).when({ type: 'Change', data: { id: 4, fields, now } }).refuses('PassNotFound');
    given(added, removed).when({ type: 'Remove', data: { id: 4, now } }).refuses('PassNotFound');
    given().when({ type: 'Remove', data: { id: 9, now } }).refuses('PassNotFound');
  });
});

import { describe, expect, it } from 'vitest';
import { validateContact } from '../features/site/contact/contactValidation.ts';
import { parseId } from './params.ts';
import { isValidEmail } from './validation.ts';

describe('isValidEmail', () => {
  it('accepts an ordinary address, surrounding spaces aside', () => {
    expect(isValidEmail(' claire.martin@example.fr ')).toBe(true);
  });

  it.each(['', 'claire', 'claire@', 'claire@example', 'cla ire@example.fr'])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('form rules (spec §5)', () => {
  it('asks for the contact email and message, activities optional', () => {
    expect(validateContact({ ctcMail: '', ctcMessage: ' ', acyIds: [] })).toEqual({
      ctcMail: 'common.form.required',
      ctcMessage: 'common.form.required',
    });
    expect(validateContact({ ctcMail: 'x@', ctcMessage: 'Bonjour', acyIds: [] })).toEqual({ ctcMail: 'common.form.invalidEmail' });
    expect(validateContact({ ctcMail: 'x@y.fr', ctcMessage: 'Bonjour', acyIds: [] })).toEqual({});
  });
});

describe('parseId (spec §2: integers, default -1)', () => {
  it.each([
    ['42', 42],
    [undefined, -1],
    ['', -1],
    ['12abc', -1],
    ['abc', -1],
    ['99999999999999999999', -1],
  ])('%j -> %d', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

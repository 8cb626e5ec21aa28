import { describe, expect, it } from 'vitest';
import { MAIL_VARIABLES, SKIN_VARIABLES } from '../../../api/mail.ts';
import { exampleText, snippetOf } from './snippets.ts';

const variable = (list: typeof SKIN_VARIABLES, name: string) => list.find((item) => item.name === name)!;

describe('what a click on a variable writes', () => {
  it('prints a plain value escaped, in HTML and in text', () => {
    expect(snippetOf(variable(MAIL_VARIABLES.ForgotPassword, 'link'), true)).toBe('{{link}}');
    expect(snippetOf(variable(MAIL_VARIABLES.ForgotPassword, 'link'), false)).toBe('{{link}}');
  });

  it('puts HTML values with three braces in HTML only', () => {
    expect(snippetOf(variable(SKIN_VARIABLES, 'body'), true)).toBe('{{{body}}}');
    expect(snippetOf(variable(SKIN_VARIABLES, 'body'), false)).toBe('{{body}}');
    expect(snippetOf(variable(MAIL_VARIABLES.Message, 'message'), true)).toBe('{{{message}}}');
  });

  it('tests a yes / no value and walks a list', () => {
    expect(snippetOf(variable(MAIL_VARIABLES.CommandeAnnulee, 'refunded'), true)).toBe('{{#if refunded}}…{{/if}}');
    expect(snippetOf(variable(MAIL_VARIABLES.CommandeValidee, 'cards'), false)).toBe('{{#each cards}}{{libelle}} · {{entries}} · {{validUntil}}\n{{/each}}');
  });

  it('shows a list example on one line', () => {
    expect(exampleText(variable(MAIL_VARIABLES.CommandeValidee, 'cards').sample.fr)).toBe('Carte 10 séances enfants · 10 entrées · 23/11/2027');
    expect(exampleText(45)).toBe('45');
  });
});

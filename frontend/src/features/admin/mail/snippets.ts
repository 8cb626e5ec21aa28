import type { MailVariable } from '../../../api/mail.ts';

/**
 * What a click on a variable writes into a text: `{{name}}`, escaped in HTML; three braces where
 * the value is HTML already (its example is), or it would show as tags; a block for a yes / no
 * value and for a list, which a template tests or walks rather than prints.
 *
 * @example
 * snippetOf({ name: 'refunded', sample: { fr: true, en: true }, … }, true) // '{{#if refunded}}…{{/if}}'
 */
export function snippetOf(variable: Pick<MailVariable, 'name' | 'sample'>, html: boolean): string {
  const sample = variable.sample.fr;
  if (typeof sample === 'boolean') return `{{#if ${variable.name}}}…{{/if}}`;
  if (Array.isArray(sample)) {
    const fields = Object.keys(sample[0] ?? {}).map((field) => `{{${field}}}`);
    return `{{#each ${variable.name}}}${fields.join(' · ')}${html ? '<br>' : '\n'}{{/each}}`;
  }
  const isHtml = typeof sample === 'string' && /^\s*</.test(sample);
  return html && isHtml ? `{{{${variable.name}}}}` : `{{${variable.name}}}`;
}

/** A value's example as one line for the list of variables. */
export function exampleText(sample: MailVariable['sample']['fr']): string {
  if (Array.isArray(sample)) return sample.map((item) => Object.values(item).join(' · ')).join(' ; ');
  return String(sample);
}

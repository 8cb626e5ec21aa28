import { RuleRefused } from '@plouf/infra';

/** Pools named that the catalogue does not have; `field`: the input field that names them. */
export class UnknownPool extends RuleRefused {
  constructor(ids: readonly number[], field: string) {
    const text = { fr: `Piscine inconnue : ${ids.join(', ')}`, en: `Unknown pool: ${ids.join(', ')}` };
    super('UnknownPool', text, { [field]: text });
  }
}

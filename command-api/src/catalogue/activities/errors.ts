import { RuleRefused } from '@plouf/infra';

export class DuplicateInOrder extends RuleRefused {
  constructor() {
    super('DuplicateInOrder', { fr: 'Une activité apparaît deux fois dans le nouvel ordre', en: 'An activity appears twice in the new order' });
  }
}

/** Activities named that the catalogue does not have; `field`: the input field that names them. */
export class UnknownActivity extends RuleRefused {
  constructor(ids: readonly number[], field: string) {
    const text = { fr: `Activité inconnue : ${ids.join(', ')}`, en: `Unknown activity: ${ids.join(', ')}` };
    super('UnknownActivity', text, { [field]: text });
  }
}

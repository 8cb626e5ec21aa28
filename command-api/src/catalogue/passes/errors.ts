import { AppError, REFUSAL_STATUS, type RefusalKind } from '@plouf/infra';

/**
 * A pass that cannot be bought (or given) as asked, with why, in the family's words. `kind`: by the
 * catalogue or the family's cards as they stand (gone, no longer on sale, its limit reached: 409), or
 * by the rules whatever the state (a quantity or a total too large, a pool the pass is not sold in: 422).
 */
export class PassNotForSale extends AppError {
  constructor(
    fr: string,
    en: string,
    readonly kind: Exclude<RefusalKind, 'malformed'>,
  ) {
    super('PassNotForSale', 'InvalidModelState', { fr, en }, { items: { fr, en } }, REFUSAL_STATUS[kind]);
  }
}

import { AppError } from '@plouf/infra';

/** A pass that cannot be bought (or given) as asked, with why, in the family's words. */
export class PassNotForSale extends AppError {
  constructor(fr: string, en: string) {
    super('PassNotForSale', 'InvalidModelState', { fr, en }, { items: { fr, en } });
  }
}

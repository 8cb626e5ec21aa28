import { AppError } from '@plouf/infra';

/** A document that does not exist, or another family's: "not found" either way, as for orders. */
export class DocumentNotFound extends AppError {
  constructor(documentId: string) {
    super('DocumentNotFound', 'FileNotFound', { fr: `Le document ${documentId} est introuvable`, en: `Document ${documentId} not found` });
  }
}

/** An order with no invoice (not paid yet, free, or another family's). */
export class InvoiceNotFound extends AppError {
  constructor(orderId: number) {
    super('InvoiceNotFound', 'FileNotFound', { fr: `La commande ${orderId} n'a pas de facture`, en: `Order ${orderId} has no invoice` });
  }
}

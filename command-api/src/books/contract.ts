/**
 * The books (issue 24): what the back-office sends about the school's identity, and the documents
 * query-api serves (docs/adr/0021-dashboard-and-books.md).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int, MomentText, Nullable, Text } from '@plouf/infra/schemas';
import { VatLine } from '../orders/contract.ts';

/** PUT /Ecole/identite (admin): the school's legal identity, printed on invoices and credit notes. */
export const IdentityInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  legalForm: Text(200),
  street: Type.String({ minLength: 1, maxLength: 300 }),
  postalCode: Type.String({ minLength: 1, maxLength: 20 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  country: Type.String({ minLength: 1, maxLength: 100 }),
  siret: Type.String({ pattern: '^[0-9]{14}$' }),
  vatNumber: Type.String({ pattern: '^$|^[A-Z]{2}[0-9A-Z]{2,13}$' }),
  email: Text(200),
  phone: Text(50),
  footer: Text(2000),
});
export type IdentityInput = Static<typeof IdentityInput>;
/** GET /Ecole/identite (admin), and PUT's answer; `savedAt` null while the defaults stand. */
export const IdentityView = Type.Object({ ...IdentityInput.properties, savedAt: Nullable(MomentText) });
export type IdentityView = Static<typeof IdentityView>;

export const DocumentKind = Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]);
export type DocumentKind = Static<typeof DocumentKind>;

/** One invoice or credit note as listed (GET /Family/factures, GET /Facture?month=). */
export const DocumentSummary = Type.Object({
  documentId: Type.String(),
  kind: DocumentKind,
  year: Int(2000, 3000),
  number: Int(1, 1_000_000_000),
  orderId: Id,
  famId: Id,
  buyerName: Type.String(),
  issuedAt: MomentText,
  total: Int(0, Number.MAX_SAFE_INTEGER),
  vat: Type.Array(VatLine),
  /** A credit note's invoice. */
  invoiceId: Nullable(Type.String()),
});
export type DocumentSummary = Static<typeof DocumentSummary>;

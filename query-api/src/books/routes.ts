import { AppError, Id, isPlatformAdmin as isAdmin, ok, replies, type Language } from '@plouf/infra';
import { DocumentSummary, IdentityView } from '@plouf/command-api/contracts';
import { DocumentNotFound, InvoiceNotFound, NoFamily } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookDocument } from '@plouf/projections';
import type { QueryApiDeps } from '../deps.ts';
import { catalogueNames } from '../catalogue/names.ts';
import { documentsCsv, paymentsCsv } from './csv.ts';
import { documentFileName, documentPdf } from './pdf.ts';
import { booksQueries, summaryOf } from './queries.ts';

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });
const Lang = Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')]));
const PdfQuery = Type.Object({ lang: Lang });
const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const Refusals = replies(Type.Null());
const fileReplies = { 200: Binary, '4xx': Refusals['4xx'], '5xx': Refusals['5xx'] };
const textReplies = { 200: Type.String(), '4xx': Refusals['4xx'], '5xx': Refusals['5xx'] };

/** Neither of the two parameters one of which is required: malformed, as a schema refusal (400). */
class NeitherMonthNorOrder extends AppError {
  constructor() {
    const text = { fr: 'Indiquez un mois (month) ou une commande (orderId)', en: 'Give a month (month) or an order (orderId)' };
    super('NeitherMonthNorOrder', 'InvalidModelState', text, { month: text });
  }
}

/**
 * The books (issue 24): the school's identity (the desk), the documents (a family its own, the desk
 * all of them), each as a PDF in the reader's language, and a month's books as CSV for the accountant.
 * Another family's document answers "not found", as one that does not exist.
 */
export const booksQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const books = booksQueries(deps.db);
  const tags = ['Facture'];

  /** The PDF's language: asked with `?lang=` or by the browser, else the buyer's. */
  const languageFor = (request: FastifyRequest, asked: Language | undefined, document: BookDocument): Language => {
    if (asked) return asked;
    const accepted = request.headers['accept-language'];
    return accepted && /\b(fr|en)\b/i.test(accepted) ? request.language : document.buyer.language;
  };
  const sendPdf = async (request: FastifyRequest, reply: FastifyReply, asked: Language | undefined, document: BookDocument) => {
    const language = languageFor(request, asked, document);
    // A document issued before it recorded its passes' English names: the catalogue's today (ADR 0017).
    const names = language === 'en' && document.lines.some((line) => !line.translations?.en?.libelle) ? await catalogueNames(deps.db) : undefined;
    const pdf = await documentPdf(document, language, names && ((fftId) => names.of('passes', fftId)?.translations.en?.libelle));
    void reply.type('application/pdf').header('content-disposition', `attachment; filename="${documentFileName(document, language)}"`).header('cache-control', 'private, no-store');
    return pdf;
  };
  const mayRead = (request: FastifyRequest, document: BookDocument) => isAdmin(request.user) || (request.user?.famId != null && document.buyer.famId === request.user.famId);

  app.get('/Ecole/identite', { config: { access: 'admin' }, schema: { tags: ['Ecole'], response: replies(IdentityView) } }, async () => ok(await books.identity()));

  app.get('/Family/factures', { config: { access: 'authenticated' }, schema: { tags: ['Family'], querystring: Type.Object({ famId: Type.Optional(Id) }), response: replies(Type.Array(DocumentSummary)) } }, async (request) => {
    const famId = isAdmin(request.user) ? (request.query.famId ?? request.user?.famId) : request.user?.famId;
    if (!famId) throw new NoFamily();
    return ok(await books.ofFamily(famId));
  });

  app.get('/Facture', { config: { access: 'admin' }, schema: { tags, querystring: Type.Object({ month: Type.Optional(Month), orderId: Type.Optional(Id) }), response: replies(Type.Array(DocumentSummary)) } }, async (request) => {
    const { month, orderId } = request.query;
    if (orderId !== undefined) return ok((await books.ofOrder(orderId)).map(summaryOf));
    if (month === undefined) throw new NeitherMonthNorOrder();
    return ok((await books.ofMonth(month)).map(summaryOf));
  });

  // The order's id is an `Id` (issue 41): past PostgreSQL's `integer`, negative or not whole, the edge refuses it (400), as every id.
  app.get('/Facture/commande/:orderId.pdf', { config: { access: 'authenticated' }, schema: { tags, params: Type.Object({ orderId: Id }), querystring: PdfQuery, response: fileReplies } }, async (request, reply) => {
    const { orderId } = request.params;
    const invoice = (await books.ofOrder(orderId)).find((document) => document.kind === 'invoice');
    if (!invoice || !mayRead(request, invoice)) throw new InvoiceNotFound(orderId);
    return sendPdf(request, reply, request.query.lang, invoice);
  });

  app.get('/Facture/:file', { config: { access: 'authenticated' }, schema: { tags, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{4}-[0-9]{6,9}\\.pdf$' }) }), querystring: PdfQuery, response: fileReplies } }, async (request, reply) => {
    const documentId = request.params.file.slice(0, -4);
    const document = await books.byId(documentId);
    if (!document || !mayRead(request, document)) throw new DocumentNotFound(documentId);
    return sendPdf(request, reply, request.query.lang, document);
  });

  app.get(
    '/Compta/export.csv',
    { config: { access: 'admin' }, schema: { tags: ['Compta'], querystring: Type.Object({ month: Month, kind: Type.Union([Type.Literal('documents'), Type.Literal('payments')]), lang: Lang }), response: textReplies } },
    async (request, reply) => {
      const { month, kind } = request.query;
      const documents = await books.ofMonth(month);
      let body: string;
      if (kind === 'documents') body = documentsCsv(documents, request.language);
      else {
        const invoices = new Map<string, BookDocument>();
        for (const document of documents) {
          if (document.kind !== 'creditNote' || invoices.has(document.invoiceId)) continue;
          const invoice = documents.find((other) => other.documentId === document.invoiceId) ?? (await books.byId(document.invoiceId));
          if (invoice) invoices.set(invoice.documentId, invoice);
        }
        body = paymentsCsv(documents, invoices, request.language);
      }
      const name = `${kind === 'documents' ? (request.language === 'fr' ? 'factures' : 'documents') : request.language === 'fr' ? 'paiements' : 'payments'}-${month}.csv`;
      void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
      return body;
    },
  );
};

import { IdParams, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import { EnrolmentsQuery, EnrolmentView, MembershipDueQuery, MembershipDueView, PromoCheckQuery, PromoCheckView, RosterQuery, TermSlotsQuery, TermSlotsView, TermView } from '@plouf/command-api/contracts';
import { promoFor, promoKey, schoolYearOf } from '@plouf/command-api/term-pricing';
import { membershipHolder } from './membership.ts';
import { promoUsesOf } from './promoUses.ts';
import { parisDay } from '@plouf/infra/days';
import { NoFamily, PromoCodeInvalid, TermNotFound } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { READS } from '../reads.ts';
import { termQueries } from './queries.ts';

/** The family whose data a caller reads: its own, whatever it asks; the desk's choice. */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  return request.user.famId;
}

/** A term's promo codes are the back-office's (issue 43): a family or a visitor reads the term without them. */
const shownTo = (request: FastifyRequest) => (view: TermView): TermView => {
  if (isAdmin(request.user) || view.tariff.promos === undefined) return view;
  const { promos: _promos, ...tariff } = view.tariff;
  return { ...view, tariff };
};

/**
 * Terms and their slots (everyone: places left for the term, when enrolment opens), a family's
 * enrolments with their weeks (its own only), and a term's rosters (the desk).
 */
export const termQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const terms = termQueries(deps.db);
  const tags = ['Trimestre'];
  const now = () => deps.clock().toISOString();

  app.get('/Trimestre', { config: { access: 'public' , reads: READS.terms }, schema: { tags, response: replies(Type.Array(TermView)) } }, async (request) => ({ resultCode: 'Ok' as const, data: (await terms.all(now())).map(shownTo(request)) }));

  app.get('/Trimestre/slots', { config: { access: 'public' , reads: READS.terms }, schema: { tags, querystring: TermSlotsQuery, response: replies(TermSlotsView) } }, async (request) => {
    const at = now();
    const { shown, terms: offered } = await terms.offered(at, request.query);
    if (!shown) {
      if (request.query.termId !== undefined) throw new TermNotFound(request.query.termId);
      return { resultCode: 'Ok' as const, data: { term: null, terms: offered.map(shownTo(request)), slots: [] } };
    }
    const listed = offered.find((term) => term.id === shown.termId);
    const [view, slots] = await Promise.all([listed ?? terms.byId(shown.termId, at), terms.slots(shown, at, request.query)]);
    return { resultCode: 'Ok' as const, data: { term: view && shownTo(request)(view), terms: offered.map(shownTo(request)), slots } };
  });

  app.get('/Trimestre/:id', { config: { access: 'public' , reads: READS.terms }, schema: { tags, params: IdParams, response: replies(TermView) } }, async (request) => {
    const view = await terms.byId(request.params.id, now());
    if (!view) throw new TermNotFound(request.params.id);
    // The back-office sees how many places each promo code paid (issue 43).
    if (isAdmin(request.user) && (view.tariff.promos?.length ?? 0) > 0) return { resultCode: 'Ok' as const, data: { ...view, promoUses: await promoUsesOf(deps.db, view.id, view.tariff.promos!.map((promo) => promo.code)) } };
    return { resultCode: 'Ok' as const, data: shownTo(request)(view) };
  });

  /**
   * A promo code a family typed, checked for the enrol dialog's price (issue 43): the discount it
   * gives, or why not (unknown, not yet, over). Informs the screen only: the enrolment decides again,
   * and counts the code's uses on its stream.
   */
  app.get(
    '/Trimestre/:id/promo',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, querystring: PromoCheckQuery, response: replies(PromoCheckView) } },
    async (request) => {
      const view = await terms.byId(request.params.id, now());
      if (!view) throw new TermNotFound(request.params.id);
      const found = promoFor(view.tariff, request.query.code, parisDay(deps.clock()));
      if ('refused' in found) throw new PromoCodeInvalid(found.refused, promoKey(request.query.code));
      return { resultCode: 'Ok' as const, data: { code: promoKey(found.promo.code), kind: found.promo.kind, value: found.promo.value } };
    },
  );

  /**
   * The school year's membership fee for the family (issue 43): whether its next order for this
   * term's price carries it. Informs the enrol dialog: the enrolment decides on the family's fee stream.
   */
  app.get(
    '/Trimestre/:id/adhesion',
    { config: { access: 'authenticated', reads: READS.orders }, schema: { tags, params: IdParams, querystring: MembershipDueQuery, response: replies(MembershipDueView) } },
    async (request) => {
      const view = await terms.byId(request.params.id, now());
      if (!view) throw new TermNotFound(request.params.id);
      const famId = familyOf(request, request.query.famId);
      const year = schoolYearOf(view.firstDay);
      const cents = view.tariff.membership?.cents ?? 0;
      const holder = cents > 0 ? await membershipHolder(deps.db, famId, year) : null;
      return { resultCode: 'Ok' as const, data: { year, cents, due: cents > 0 && holder === null, orderId: holder } };
    },
  );

  app.get('/Trimestre/:id/roster', { config: { access: 'admin' }, schema: { tags, params: IdParams, querystring: RosterQuery, response: replies(Type.Array(EnrolmentView)) } }, async (request) => {
    const view = await terms.byId(request.params.id, now());
    if (!view) throw new TermNotFound(request.params.id);
    return { resultCode: 'Ok' as const, data: await terms.roster(request.params.id, now(), request.query.tcsId) };
  });

  app.get('/Family/enrolments', { config: { access: 'authenticated' , reads: READS.terms }, schema: { tags: ['Family'], querystring: EnrolmentsQuery, response: replies(Type.Array(EnrolmentView)) } }, async (request) => {
    const famId = familyOf(request, request.query.famId);
    return { resultCode: 'Ok' as const, data: await terms.ofFamily(famId, now(), request.query.termId) };
  });
};

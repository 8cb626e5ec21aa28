import { Button, Callout, ControlGroup, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { nameIn } from '@plouf/command-api/levels';
import { discountsEarned, instalmentPlan, monthlyDebits, proratedCents, withDiscounts, withPromo, type AppliedDiscount, type TermDiscounts } from '@plouf/command-api/term-pricing';
import { parisDay } from '@plouf/infra/days';
import type { PassView } from '../../../api/catalogue.ts';
import { ApiError } from '../../../api/client.ts';
import { getOrder } from '../../../api/commerce.ts';
import { checkPromo, getMembershipDue, type EnrolmentView, type MembershipDueView, type PromoCheckView, type TermSlotView, type TermView } from '../../../api/terms.ts';
import { formatPrice } from '../../../lib/money.ts';
import { dayHeading, parisShortDate, parisTime, weekdayName } from '../../../lib/parisTime.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { keepCartReturn } from '../../account/cart/cartReturn.ts';
import { useCart } from '../../account/cart/useCart.ts';
import { MemberChoice } from '../booking/BookingChoices.tsx';
import { TermSlotSummary } from './TermSlotSummary.tsx';
import { TermCardPrices, TermPassOffers } from './TermPrices.tsx';
import { dayOfWeekday, slotTime } from './termRules.ts';
import { useEnrolChoice } from './useEnrolChoice.ts';
import { useTermPasses } from './useTermPasses.ts';
import './terms.css';

interface Props {
  term: TermView;
  slot: TermSlotView;
  famId: number;
  /** The order just paid for this enrolment (back from the cart): its card is chosen once it has come. */
  paidOrderId?: number | null;
  /** This page, term and slot: where a pass bought from here brings the family back. */
  returnPath: string;
  onClose: () => void;
}

/** Enrols a member of the family in a weekly slot for the rest of the term, or on its waiting list. */
export default function EnrolDialog({ term, slot, famId, paidOrderId = null, returnPath, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const buy = useBuyForSlot(slot, returnPath);
  const choice = useEnrolChoice(term, slot, famId, { paidOrderId, onHeld: (held) => void buy.payHeld(held) });
  // A promo code the family typed and the server accepted (issue 43): off the price after the discounts, as the order will be.
  const [promo, setPromo] = useState<PromoCheckView | null>(null);
  const discounted = tuitionPrice(slot.price, choice.dates, term.tariff.discounts, choice.places, choice.usrId, slot.tcsId);
  const tuition = discounted && promo ? withPromoCode(discounted, promo) : discounted;
  // The school year's membership fee (issue 43), on the family's first order of the year: the server adds it, the dialog says so.
  const membership = useMembershipDue(term);
  const fee = membership?.due ? membership.cents : 0;
  const full = slot.placesLeft === 0;
  const paidFor = choice.paidFor;
  // Back from paying the term's price: the enrolment its order made (or is making).
  const result = choice.result ?? (paidFor?.status === 'enrolled' ? paidFor : null);
  const family = choice.family.state;
  const title = result ? (result.status === 'waiting' ? 'terms.enrol.titleWaiting' : 'terms.enrol.titleDone') : full ? 'terms.enrol.titleJoin' : 'terms.enrol.title';
  // How the place is paid: the term's price, or a card the family has that pays every lesson. A
  // priced slot offers its price, and a card only when one pays (buying a pass instead of paying the
  // price is not offered there); the card is first when one pays. Back from buying a pass: the card.
  const priced = !full && tuition !== null && paidFor === null && paidOrderId === null;
  const cardPays = choice.cards.choices?.some((entry) => entry.cost.pays) ?? false;
  // The card chosen costs more (its entries' worth) than the price: the price comes first.
  const chosenCard = choice.cards.choices?.find((entry) => entry.card.id === choice.cards.cardId);
  const cardDearer = tuition !== null && chosenCard?.cost.worth != null && chosenCard.cost.worth > tuition.cents + fee;
  const [way, setWay] = useState<'price' | 'card' | null>(null);
  const payWith = !priced ? 'card' : !cardPays ? 'price' : (way ?? (cardDearer ? 'price' : 'card'));

  return (
    <Dialog isOpen onClose={onClose} icon="calendar" title={intl.formatMessage({ id: title })} className="booking-dialog terms-dialog">
      <DialogBody>
        <TermSlotSummary term={term} slot={slot} />
        {result && <EnrolmentResult result={result} />}
        {!result && paidFor?.status === 'held' && (
          <Callout intent="primary" icon={<Spinner size={16} />} className="terms-rule" role="status">
            <FormattedMessage id="terms.tuition.confirming" values={{ id: paidOrderId }} />
          </Callout>
        )}
        {!result && choice.heldHere?.hold && (
          <Callout intent="warning" icon="time" className="terms-rule" role="status">
            <p>
              <FormattedMessage id="terms.tuition.heldHere" values={{ name: choice.heldHere.memberName, until: parisTime(choice.heldHere.hold.heldUntil), id: choice.heldHere.hold.orderId, price: formatPrice(choice.heldHere.hold.cents, intl.locale) }} />
            </p>
            <Button intent="success" icon="credit-card" onClick={() => void buy.payHeld(choice.heldHere!)}>
              <FormattedMessage id="terms.tuition.payHeld" />
            </Button>
          </Callout>
        )}
        {!result && full && (
          <Callout intent="warning" icon="people" className="terms-rule">
            <FormattedMessage id="terms.enrol.fullNote" values={{ count: slot.waiting }} />
          </Callout>
        )}
        {!result && family.status === 'loading' && !family.data && <Loading />}
        {!result && family.status === 'error' && !family.data && (
          <NonIdealState icon="error" title={intl.formatMessage({ id: 'terms.enrol.loadError' })} description={family.error instanceof ApiError ? family.error.serverMessage : undefined} />
        )}
        {!result && family.data && (
          <div className="booking-form">
            <MemberChoice members={choice.members} acyAge={slot.acyAge} levelName={choice.level ? nameIn(choice.level, locale) : ''} value={choice.usrId} onChange={choice.chooseMember} />
            <FormGroup label={intl.formatMessage({ id: 'terms.enrol.fromWeek' })} labelFor="term-enrol-from" helperText={intl.formatMessage({ id: 'terms.enrol.fromWeekHelp' })}>
              <HTMLSelect id="term-enrol-from" value={choice.fromDay ?? ''} onChange={(event) => choice.chooseWeek(event.currentTarget.value)} fill>
                {choice.weeks.map((day, index) => (
                  <option key={day} value={day}>
                    {dayHeading(day, intl.locale, 'long')}
                    {index === 0 ? ` — ${intl.formatMessage({ id: 'terms.enrol.nextLesson' })}` : ''}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <SlotTuition price={slot.price} dates={choice.dates} discounts={tuition?.applied ?? []} />
            {tuition && membership && membership.cents > 0 && <MembershipNote membership={membership} />}
            {priced && cardPays && tuition && (
              <RadioGroup label={intl.formatMessage({ id: 'terms.pay.way' })} selectedValue={payWith} onChange={(event) => setWay(event.currentTarget.value === 'price' ? 'price' : 'card')} className="terms-pay-way">
                <Radio value="card" label={intl.formatMessage({ id: 'terms.pay.byCard' })} />
                <Radio value="price" label={intl.formatMessage({ id: 'terms.pay.byPrice' }, { price: formatPrice(tuition.cents + fee, intl.locale) })} />
              </RadioGroup>
            )}
            {payWith === 'price' && tuition && (
              <PayTuition
                cents={tuition.cents + fee}
                parts={term.tariff.instalments ?? null}
                debit={term.tariff.directDebit === true ? (choice.dates.at(-1) ?? null) : null}
                busy={choice.busy}
                disabled={choice.usrId === null}
                promo={<PromoCodeField termId={term.id} applied={promo} onApplied={setPromo} />}
                onPay={(instalments, directDebit) => void choice.submit('tuition', instalments, promo?.code ?? null, directDebit)}
              />
            )}
            {paidOrderId !== null && <PaidNote orderId={paidOrderId} arrived={choice.cards.bought !== null} />}
            {payWith === 'card' && <CardRule dates={choice.dates} />}
            {payWith === 'card' && <TermPrices choice={choice} slot={slot} canBuy={buy.canBuy} onBuy={buy.buy} />}
          </div>
        )}
        {!result && choice.refusal && (
          <Callout intent="danger" icon="error" className="terms-rule" role="alert">
            <p>{choice.refusal}</p>
            {choice.orderInTheWay && (
              <Link to="/profil/commandes"><FormattedMessage id="terms.tuition.myOrders" /></Link>
            )}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="terms.enrol.close" /></Button>
            {!result && payWith === 'card' && (
              <Button intent="primary" icon={full ? 'people' : 'tick'} loading={choice.busy} disabled={choice.usrId === null || choice.cards.cardId === null} onClick={() => void choice.submit()}>
                <FormattedMessage id={full ? 'terms.enrol.join' : 'terms.enrol.submit'} />
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}

/** The term's school year's membership fee for the family: read once the dialog opens, when the term has one. */
function useMembershipDue(term: TermView): MembershipDueView | null {
  const [due, setDue] = useState<MembershipDueView | null>(null);
  const cents = term.tariff.membership?.cents ?? 0;
  useEffect(() => {
    if (cents <= 0) return;
    let live = true;
    getMembershipDue(term.id).then((view) => live && setDue(view), () => live && setDue(null));
    return () => {
      live = false;
    };
  }, [term.id, cents]);
  return cents > 0 ? due : null;
}

/** The membership fee added to this order, or already paid this school year. */
function MembershipNote({ membership }: { membership: MembershipDueView }) {
  const intl = useIntl();
  const year = `${membership.year}-${membership.year + 1}`;
  return (
    <p className="terms-rule terms-membership">
      {membership.due ? (
        <FormattedMessage id="terms.tuition.membership" values={{ year, price: formatPrice(membership.cents, intl.locale) }} />
      ) : (
        <FormattedMessage id="terms.tuition.membershipPaid" values={{ year, id: membership.orderId ?? 0 }} />
      )}
    </p>
  );
}

/**
 * Paying the term's price (issue 43): the place is kept a few minutes while the family pays the
 * order, then the payment brings it back here enrolled.
 */
function PayTuition({
  cents,
  parts,
  debit,
  busy,
  disabled,
  promo,
  onPay,
}: {
  cents: number;
  parts: number | null;
  /** The term offers monthly direct debit: the last lesson's moment (the debits run to it); null: not offered. */
  debit: string | null;
  busy: boolean;
  disabled: boolean;
  promo: ReactNode;
  onPay: (instalments: number | null, directDebit: boolean) => void;
}) {
  const intl = useIntl();
  const [how, setHow] = useState<'once' | 'parts' | 'debit'>('once');
  const today = parisDay(new Date());
  // The parts as the server will decide them: from today (Paris), the odd cents on the first (ADR 0029, decision 16).
  const plan = parts && cents > 0 ? instalmentPlan(cents, parts, today) : null;
  // By direct debit (decision 49): one debit a month from today to the last lesson.
  const debits = debit && cents > 0 ? instalmentPlan(cents, monthlyDebits(today, parisDay(new Date(debit))), today) : null;
  const chosen = how === 'parts' && plan ? plan : how === 'debit' && debits ? debits : null;
  return (
    <div className="terms-offers-block terms-pay-tuition" role="group" aria-labelledby="terms-pay-tuition-title">
      <p className="terms-offers-title" id="terms-pay-tuition-title"><strong><FormattedMessage id="terms.tuition.payTitle" /></strong></p>
      <p className="terms-offers-intro"><FormattedMessage id="terms.tuition.payNote" /></p>
      {promo}
      {(plan || debits) && (
        <RadioGroup label={intl.formatMessage({ id: 'terms.tuition.howTitle' })} selectedValue={how} onChange={(event) => setHow(event.currentTarget.value === 'parts' ? 'parts' : event.currentTarget.value === 'debit' ? 'debit' : 'once')} className="terms-pay-how">
          <Radio value="once" label={intl.formatMessage({ id: 'terms.tuition.atOnce' }, { price: formatPrice(cents, intl.locale) })} />
          {plan && <Radio value="parts" label={intl.formatMessage({ id: 'terms.tuition.inParts' }, { count: plan.length })} />}
          {debits && <Radio value="debit" label={intl.formatMessage({ id: 'terms.tuition.byDebit' }, { count: debits.length })} />}
        </RadioGroup>
      )}
      {chosen && (
        <>
          <ol className="terms-pay-parts" aria-label={intl.formatMessage({ id: how === 'debit' ? 'terms.tuition.byDebit' : 'terms.tuition.inParts' }, { count: chosen.length })}>
            {chosen.map((part) => (
              <li key={part.n}>
                <FormattedMessage id={how === 'debit' ? 'terms.tuition.debitLine' : 'terms.tuition.partLine'} values={{ n: part.n, date: dayHeading(part.due, intl.locale, 'long'), price: formatPrice(part.cents, intl.locale) }} />
              </li>
            ))}
          </ol>
          <p className="terms-offers-intro"><FormattedMessage id={how === 'debit' ? 'terms.tuition.debitNote' : 'terms.tuition.partsNote'} /></p>
        </>
      )}
      <Button intent="success" icon={how === 'debit' ? 'bank-account' : 'credit-card'} loading={busy} disabled={disabled} onClick={() => onPay(how === 'parts' && chosen ? chosen.length : null, how === 'debit' && chosen !== null)}>
        {how === 'debit' && chosen ? (
          <FormattedMessage id="terms.tuition.toMandate" />
        ) : chosen ? (
          <FormattedMessage id="terms.tuition.payFirst" values={{ price: formatPrice(chosen[0]!.cents, intl.locale) }} />
        ) : (
          <FormattedMessage id="terms.tuition.pay" values={{ price: formatPrice(cents, intl.locale) }} />
        )}
      </Button>
    </div>
  );
}

/** How each discount off a term's price is named. */
const DISCOUNT_LABELS = { sibling: 'terms.tuition.sibling', secondClass: 'terms.tuition.secondClass', promo: 'terms.tuition.promo' } as const;

/** The rule: the card pays every lesson from the first week to the term's end, at once. */
export function CardRule({ dates }: { dates: readonly string[] }) {
  if (dates.length === 0) return null;
  return (
    <p className="terms-rule">
      <FormattedMessage id="terms.card.rule" values={{ count: dates.length, first: parisShortDate(dates[0]!), last: parisShortDate(dates.at(-1)!) }} />
    </p>
  );
}

/**
 * What the family pays for the lessons from the week chosen (issue 43): the term's price in
 * proportion, less the term's discounts the child earns (a brother's or sister's place in the term,
 * its own in another slot), as the server prices the order. Null when the school set no price.
 */
function tuitionPrice(
  price: TermSlotView['price'],
  dates: readonly string[],
  discounts: TermDiscounts | undefined,
  places: ReadonlyArray<{ usrId: number; tcsId: number }>,
  usrId: number | null,
  tcsId: number,
): { cents: number; applied: AppliedDiscount[] } | null {
  if (!price || dates.length === 0) return null;
  const listCents = proratedCents(price.termCents, price.lessons, dates.length);
  if (usrId === null) return { cents: listCents, applied: [] };
  return withDiscounts(listCents, discounts, discountsEarned(places, { usrId, tcsId }));
}

/**
 * What the school's tariff asks for the lessons from the week chosen (issue 43): the term's price in
 * proportion of the lessons it gives, then each discount the child earns; nothing when the school
 * set no price.
 */
export function SlotTuition({ price, dates, discounts = [] }: { price: TermSlotView['price']; dates: readonly string[]; discounts?: readonly AppliedDiscount[] }) {
  const intl = useIntl();
  if (!price || dates.length === 0) return null;
  const cents = proratedCents(price.termCents, price.lessons, dates.length);
  return (
    <>
      <p className="terms-rule terms-tuition">
        <FormattedMessage
          id={cents === price.termCents ? 'terms.tuition.whole' : 'terms.tuition.part'}
          values={{ price: formatPrice(cents, intl.locale), amount: formatPrice(price.termCents, intl.locale), count: dates.length }}
        />
      </p>
      {discounts.length > 0 && (
        <ul className="terms-rule terms-discounts">
          {discounts.map((discount) => (
            <li key={discount.kind}>
              <FormattedMessage id={DISCOUNT_LABELS[discount.kind]} values={{ amount: formatPrice(discount.cents, intl.locale), code: discount.code ?? '' }} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the term costs with each of the family's cards and with the passes on sale (issue 41). */
export function TermPrices({ choice, slot, canBuy, onBuy }: { choice: ReturnType<typeof useEnrolChoice>; slot: TermSlotView; canBuy: boolean; onBuy: (pass: PassView) => void }) {
  const { cards, dates } = choice;
  const passes = useTermPasses({ acyId: slot.activite.id, acyIdCplt: slot.acyIdCplt, psnId: slot.piscine.id }, dates);
  const paying = cards.choices?.some((entry) => entry.cost.pays) ?? false;
  return (
    <>
      <TermCardPrices choices={cards.choices} failed={cards.state.status === 'error'} value={cards.cardId} onChange={cards.choose} />
      {cards.choices && <TermPassOffers offers={passes.offers} dates={dates} folded={paying} canBuy={canBuy} onBuy={onBuy} />}
    </>
  );
}

/** Back from the cart: the order paid, and its card chosen once the family's room says it has come. */
function PaidNote({ orderId, arrived }: { orderId: number; arrived: boolean }) {
  return arrived ? (
    <Callout intent="success" icon="tick-circle" className="terms-rule" role="status">
      <FormattedMessage id="terms.paid.arrived" values={{ id: orderId }} />
    </Callout>
  ) : (
    <Callout intent="primary" icon={<Spinner size={16} />} className="terms-rule" role="status">
      <FormattedMessage id="terms.paid.coming" values={{ id: orderId }} />
    </Callout>
  );
}

/**
 * Buying a pass for this slot: one in the cart (at the slot's pool), the way back kept, and the
 * cart opened; once the order is paid, the payment page brings the family back here.
 */
export function useBuyForSlot(slot: TermSlotView, returnPath: string) {
  const intl = useIntl();
  const cart = useCart();
  const navigate = useNavigate();
  const name = useNameIn();
  const label = `${intl.formatMessage({ id: 'terms.slot.when' }, { weekday: weekdayName(dayOfWeekday(slot.day), intl.locale), time: slotTime(slot) })} · ${name(slot.activite)} · ${name(slot.piscine)}`;
  return {
    canBuy: cart.canAdd,
    /** A place held while paying the term's price: its order becomes the cart to pay, and the way back is this slot. */
    payHeld: async (held: EnrolmentView) => {
      const order = await getOrder(held.hold!.orderId, { share: false });
      cart.replace(
        order.rows.map((row) => ({ item: { id: row.id, libelle: name(row), fftTarif: row.fftTarif, tva: row.tva, fftIsAbo: row.fftIsAbo, fftNbEntree: row.fftNbEntree }, qty: row.qty, psnId: row.psnId })),
        order.address,
        order.id,
      );
      const line = order.rows[0];
      if (line) keepCartReturn({ path: returnPath, fftId: line.id, label, at: new Date().toISOString(), heldUntil: held.hold!.heldUntil, member: held.memberName, orderId: order.id });
      navigate('/profil/paiement');
    },
    buy: (pass: PassView) => {
      cart.add(pass, 1, slot.piscine.id);
      keepCartReturn({ path: returnPath, fftId: pass.id, label, at: new Date().toISOString() });
      navigate('/profil/panier');
    },
  };
}

/** What the enrolment gave: the lessons paid, or a place in line. */
export function EnrolmentResult({ result }: { result: EnrolmentView }) {
  const waiting = result.status === 'waiting';
  return (
    <Callout intent={waiting ? 'primary' : 'success'} icon={waiting ? 'people' : 'tick-circle'} className="terms-rule terms-result" role="status">
      <p>
        {waiting ? (
          <FormattedMessage id="terms.done.waiting" values={{ name: result.memberName, position: result.position ?? '?' }} />
        ) : (
          // Paid by the term's price (issue 43): its order paid the lessons, not a card the family bought.
          result.orderId !== undefined ? (
            <FormattedMessage id="terms.done.enrolledByOrder" values={{ name: result.memberName, count: result.weeksPaid, id: result.orderId }} />
          ) : (
            <FormattedMessage id="terms.done.enrolled" values={{ name: result.memberName, count: result.weeksPaid }} />
          )
        )}
      </p>
      <Link to="/profil/my-booking"><FormattedMessage id="terms.enrol.myBookings" /></Link>
    </Callout>
  );
}

/** The price less the promo code accepted, named among the discounts as the order's line will name it. */
function withPromoCode(priced: { cents: number; applied: AppliedDiscount[] }, promo: PromoCheckView): { cents: number; applied: AppliedDiscount[] } {
  const { cents, off } = withPromo(priced.cents, promo);
  return off > 0 ? { cents, applied: [...priced.applied, { kind: 'promo', cents: off, code: promo.code }] } : priced;
}

/**
 * A promo code typed by the family (issue 43): checked by the server (its dates; the enrolment
 * decides again, with its uses), then applied to the price shown; it can be taken off.
 */
function PromoCodeField({ termId, applied, onApplied }: { termId: number; applied: PromoCheckView | null; onApplied: (promo: PromoCheckView | null) => void }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = async () => {
    if (code.trim() === '') return;
    setChecking(true);
    setRefusal(null);
    try {
      onApplied(await checkPromo(termId, code.trim()));
    } catch (error) {
      onApplied(null);
      setRefusal(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'terms.promo.failed' }));
    } finally {
      setChecking(false);
    }
  };
  if (applied) {
    return (
      <p className="terms-promo-applied" role="status">
        <FormattedMessage id="terms.promo.applied" values={{ code: applied.code }} />{' '}
        <Button variant="minimal" size="small" icon="cross" onClick={() => onApplied(null)}><FormattedMessage id="terms.promo.remove" /></Button>
      </p>
    );
  }
  return (
    <FormGroup label={intl.formatMessage({ id: 'terms.promo.label' })} labelFor="terms-promo-code" helperText={refusal ?? undefined} intent={refusal ? 'danger' : 'none'} className="terms-promo">
      <ControlGroup>
        <InputGroup id="terms-promo-code" value={code} onValueChange={setCode} autoComplete="off" intent={refusal ? 'danger' : 'none'} onKeyDown={(event) => { if (event.key === 'Enter') void apply(); }} />
        <Button loading={checking} disabled={code.trim() === ''} onClick={() => void apply()}><FormattedMessage id="terms.promo.apply" /></Button>
      </ControlGroup>
    </FormGroup>
  );
}

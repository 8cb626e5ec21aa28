import type { DashboardView, FillBreakdown, PeriodFigures } from '@plouf/command-api/contracts';
import { addDays, weekday } from '@plouf/infra/days';
import { describe, expect, it, vi } from 'vitest';
import { compare } from './compare.ts';
import { csvEuros } from '@plouf/infra/csv';
import { tableText } from './csv.ts';
import { exports, type Words } from './exports.ts';
import { adminDashboardMessages } from './messages.ts';
import { choiceFromSearch, choiceToSearch, customRangeError, daysIn, previousRange, rangeOf } from './period.ts';
import { rereadGate } from './rereads.ts';

/** A school's figures as GET /Dashboard would answer them, made up but shaped like a real term: a fixture for the screen's tests and screenshots. */
export function fixtureView(from: string, to: string, seed = 7): DashboardView {
  let state = seed;
  const random = () => ((state = (state * 16807) % 2147483647) / 2147483647);
  const period = (start: string, end: string): PeriodFigures => {
    const days: string[] = [];
    for (let day = start; day <= end; day = addDays(day)) days.push(day);
    const moneyByDay = days.map((day) => ({ day, paid: weekday(day) === 7 ? 0 : Math.round(random() * 90_000) + (weekday(day) === 1 ? 60_000 : 0), refunded: random() < 0.12 ? Math.round(random() * 15_000) : 0 }));
    const lessonsByDay = days.map((day) => {
      const lessons = weekday(day) === 7 ? 0 : 6 + Math.round(random() * 8);
      const offered = lessons * 8;
      const booked = Math.round(offered * (0.55 + random() * 0.4));
      return { day, lessons, offered, booked, present: Math.round(booked * 0.9) };
    });
    const sum = <T,>(list: T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);
    const paid = sum(moneyByDay, (day) => day.paid);
    const refunded = sum(moneyByDay, (day) => day.refunded);
    const offered = sum(lessonsByDay, (day) => day.offered);
    const booked = sum(lessonsByDay, (day) => day.booked);
    const lessons = sum(lessonsByDay, (day) => day.lessons);
    const split = (names: string[]): FillBreakdown[] =>
      names.map((libelle, index) => {
        const share = Math.round(offered / names.length);
        const rate = 0.45 + random() * 0.55;
        return { id: index + 1, libelle, lessons: Math.round(lessons / names.length), offered: share, booked: Math.round(share * rate), fillRate: Math.round(rate * 1000) / 1000 };
      });
    const heatmap = [1, 2, 3, 4, 5, 6].flatMap((day) =>
      [9, 10, 11, 17, 18, 19].filter((hour) => day === 6 || hour >= 17 || (day === 3 && hour < 12)).map((hour) => {
        const cells = Math.max(1, Math.round(days.length / 7));
        const offeredHere = cells * 10;
        return { weekday: day, hour, lessons: cells, offered: offeredHere, booked: Math.round(offeredHere * (0.25 + random() * 0.75)) };
      }),
    );
    return {
      from: start,
      to: end,
      money: {
        paid,
        refunded,
        ordersPaid: Math.round(paid / 14_000),
        byMethod: [
          { method: 'card', paid: Math.round(paid * 0.71), refunded: Math.round(refunded * 0.8), count: Math.round(paid / 19_000) },
          { method: 'cheque', paid: Math.round(paid * 0.19), refunded: refunded - Math.round(refunded * 0.8), count: Math.round(paid / 60_000) },
          { method: 'transfer', paid: paid - Math.round(paid * 0.71) - Math.round(paid * 0.19), refunded: 0, count: Math.round(paid / 150_000) },
          { method: 'free', paid: 0, refunded: 0, count: 3 },
        ],
        byPass: [
          { fftId: 1, libelle: 'Trimestre enfants (1 cours/semaine)', qty: 41, paid: Math.round(paid * 0.52), refunded: Math.round(refunded * 0.5) },
          { fftId: 2, libelle: 'Carte 10 séances adultes', qty: 33, paid: Math.round(paid * 0.27), refunded: 0 },
          { fftId: 3, libelle: 'Aquagym à l’unité', qty: 58, paid: Math.round(paid * 0.13), refunded: Math.round(refunded * 0.5) },
          { fftId: 4, libelle: 'Bébés nageurs — trimestre', qty: 9, paid: paid - Math.round(paid * 0.52) - Math.round(paid * 0.27) - Math.round(paid * 0.13), refunded: 0 },
        ],
        byDay: moneyByDay,
      },
      lessons: {
        lessons,
        offered,
        booked,
        fillRate: offered > 0 ? booked / offered : 0,
        present: sum(lessonsByDay, (day) => day.present),
        noShow: Math.round(booked * 0.06),
        waitlisted: Math.round(lessons * 0.4),
        promoted: Math.round(lessons * 0.25),
        offersExpired: Math.round(lessons * 0.05),
        waitingNow: 14,
        cancelledEarly: Math.round(booked * 0.05),
        cancelledLate: Math.round(booked * 0.015),
        cancelledBySchool: 16,
        byPool: split(['Piscine Jean Bouin', 'Centre aquatique des Dunes', 'Piscine Saint-Exupéry']),
        byActivity: split(['Natation enfants', 'Aquagym', 'Bébés nageurs', 'Natation adultes', 'Aquaphobie']),
        byInstructor: split(['Julie Moreau', 'Karim Benali', 'Sophie Laurent', 'Thomas Girard']),
        heatmap,
        byDay: lessonsByDay,
      },
      families: { newFamilies: 3 + Math.round(random() * 20), activeFamilies: 120 + Math.round(random() * 60) },
    };
  };
  const count = daysIn({ from, to });
  const previous = period(addDays(from, -count), addDays(from, -1));
  const current = period(from, to);
  return {
    current,
    previous,
    balances: { owed: 25_000, owingFamilies: 2, owing: [{ famId: 3, famName: 'Martin', balance: 15_000 }, { famId: 4, famName: 'Durand', balance: 10_000 }], inFavour: 0, inFavourFamilies: 0 },
    awaiting: {
      count: 9,
      amount: 131_500,
      byAge: [
        { bucket: '0-2', count: 4, amount: 62_000 },
        { bucket: '3-7', count: 3, amount: 41_500 },
        { bucket: '8-30', count: 1, amount: 14_000 },
        { bucket: '31+', count: 1, amount: 14_000 },
      ],
    },
    toCall: [
      { famId: 12, famName: 'Famille Martin', email: 'famille.martin@plouf.fr', phone: '06 12 34 56 78', lastLessonAt: '2026-09-30T16:00:00.000Z', reason: 'noBooking', card: null },
      { famId: 31, famName: 'Famille Nguyen-Lefèvre', email: 'nguyen.lefevre@example.fr', phone: '07 98 76 54 32', lastLessonAt: '2026-11-20T17:00:00.000Z', reason: 'cardExpiring', card: { cardId: 88, libelle: 'Carte 10 séances adultes', entriesLeft: 4, validUntil: '2026-12-12' } },
      { famId: 47, famName: 'Famille Dubois', email: 'dubois@example.fr', phone: '', lastLessonAt: null, reason: 'noBooking', card: null },
    ],
    inbox: { contactsUnread: 5, newsletterSubscribers: 214 },
    asOf: '184467',
  };
}

/** A fresh school: nothing happened yet. */
export function emptyView(from: string, to: string): DashboardView {
  const view = fixtureView(from, to);
  const none = (figures: PeriodFigures): PeriodFigures => ({
    ...figures,
    money: { paid: 0, refunded: 0, ordersPaid: 0, byMethod: [], byPass: [], byDay: figures.money.byDay.map((day) => ({ day: day.day, paid: 0, refunded: 0 })) },
    lessons: {
      lessons: 0, offered: 0, booked: 0, fillRate: 0, present: 0, noShow: 0, waitlisted: 0, promoted: 0, offersExpired: 0, waitingNow: 0, cancelledEarly: 0, cancelledLate: 0, cancelledBySchool: 0,
      byPool: [], byActivity: [], byInstructor: [], heatmap: [],
      byDay: figures.lessons.byDay.map((day) => ({ day: day.day, lessons: 0, offered: 0, booked: 0, present: 0 })),
    },
    families: { newFamilies: 0, activeFamilies: 0 },
  });
  return { current: none(view.current), previous: none(view.previous), awaiting: { count: 0, amount: 0, byAge: view.awaiting.byAge.map((age) => ({ ...age, count: 0, amount: 0 })) }, balances: { owed: 0, owingFamilies: 0, owing: [], inFavour: 0, inFavourFamilies: 0 }, toCall: [], inbox: { contactsUnread: 0, newsletterSubscribers: 0 }, asOf: '0' };
}

/** react-intl's formatMessage, enough for the exports: the message in one language with its values put in. */
function words(locale: 'fr' | 'en'): Words {
  return {
    locale,
    formatMessage: ((descriptor: { id: keyof typeof adminDashboardMessages }, values?: Record<string, string | number>) =>
      adminDashboardMessages[descriptor.id][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''))) as Words['formatMessage'],
  };
}

describe('the dashboard’s periods', () => {
  it('this week is Monday to Sunday, this month its first to last day, a term its days', () => {
    expect(rangeOf({ kind: 'week' }, '2026-11-27', [])).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf({ kind: 'week' }, '2026-11-29', [])).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf({ kind: 'month' }, '2026-02-10', [])).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf({ kind: 'month' }, '2026-12-31', [])).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(rangeOf({ kind: 'term', termId: 4 }, '2026-11-27', [{ id: 4, firstDay: '2026-09-07', lastDay: '2026-12-18' }])).toEqual({ from: '2026-09-07', to: '2026-12-18' });
    expect(rangeOf({ kind: 'term', termId: 5 }, '2026-11-27', [])).toBeNull();
  });

  it('two dates of one’s own: in order, at most 400 days', () => {
    expect(customRangeError({ from: '', to: '2026-11-01' })).toBe('missing');
    expect(customRangeError({ from: '2026-11-02', to: '2026-11-01' })).toBe('order');
    expect(customRangeError({ from: '2025-01-01', to: '2026-02-05' })).toBe('tooLong');
    expect(customRangeError({ from: '2025-01-01', to: '2026-02-04' })).toBeNull();
    expect(rangeOf({ kind: 'custom', from: '2026-11-02', to: '2026-11-01' }, '2026-11-27', [])).toBeNull();
  });

  it('the period before has as many days, just before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('lives in the address and comes back from it', () => {
    for (const choice of [{ kind: 'week' }, { kind: 'month' }, { kind: 'term', termId: 3 }, { kind: 'custom', from: '2026-01-01', to: '2026-03-31' }] as const) {
      expect(choiceFromSearch(new URLSearchParams(choiceToSearch(choice)))).toEqual(choice);
    }
    expect(choiceFromSearch(new URLSearchParams('periode=trimestre'))).toEqual({ kind: 'term', termId: 0 });
    expect(choiceFromSearch(new URLSearchParams('periode=nimporte'))).toEqual({ kind: 'month' });
  });
});

describe('a figure beside the period before', () => {
  it('says the change as a difference and a ratio, none of zero', () => {
    expect(compare(120, 100)).toEqual({ value: 120, previous: 100, change: 20, ratio: 0.2, trend: 'up' });
    expect(compare(80, 100)).toMatchObject({ change: -20, ratio: -0.2, trend: 'down' });
    expect(compare(3, 0)).toMatchObject({ change: 3, ratio: null, trend: 'up' });
    expect(compare(0, 0)).toMatchObject({ change: 0, ratio: null, trend: 'flat' });
  });
});

describe('the CSV exports', () => {
  const view = fixtureView('2026-11-01', '2026-11-30');

  it('are UTF-8 with a BOM, `;` separated, quoted where needed', () => {
    const text = tableText({ name: 'x', language: 'fr', columns: ['Famille', 'Pourquoi'], rows: [['Famille "A"; B', null], ['C', 2]] });
    expect(text).toBe('\uFEFFFamille;Pourquoi\r\n"Famille ""A""; B";\r\nC;2\r\n');
  });

  it('are written in the screen’s dialect: `,` and decimal points in English, `;` and decimal commas in French', () => {
    const english = tableText(exports.byMethod(view, words('en')));
    const french = tableText(exports.byMethod(view, words('fr')));
    const card = view.current.money.byMethod[0]!;
    expect(english.split('\r\n')[0]).toBe('\uFEFFMethod,Payments,Paid,Refunded');
    expect(english.split('\r\n')[1]).toBe(`Card,${card.count},${csvEuros(card.paid, 'en')},${csvEuros(card.refunded, 'en')}`);
    expect(english.split('\r\n')[1]).toMatch(/^Card,\d+,\d+\.\d\d,\d+\.\d\d$/);
    expect(french.split('\r\n')[1]).toMatch(/^Carte;\d+;\d+,\d\d;\d+,\d\d$/);
    expect(tableText(exports.fill(view, words('en'), 'byPool')).split('\r\n')[1]).toMatch(/,\d+\.\d$/);
  });

  it('defuse a name that a spreadsheet would run as a formula', () => {
    const hostile = { ...view, toCall: [{ ...view.toCall[0]!, famName: '=HYPERLINK("http://x","y")', phone: '+33 6 12 34 56 78' }] };
    const line = tableText(exports.toCall(hostile, words('en'))).split('\r\n')[1]!;
    expect(line.startsWith(`"'=HYPERLINK(""http://x"",""y"")",`)).toBe(true);
    expect(line).toContain(",'+33 6 12 34 56 78,");
  });

  it('name pools, activities and passes in the screen’s language, the French when no English is written', () => {
    const english = { translations: { en: { libelle: 'Children’s 10-lesson card' } } };
    const named: DashboardView = {
      ...view,
      current: {
        ...view.current,
        money: { ...view.current.money, byPass: view.current.money.byPass.map((line, index) => (index === 1 ? { ...line, libelle: 'Carte 10 séances enfants', ...english } : line)) },
        lessons: { ...view.current.lessons, byPool: view.current.lessons.byPool.map((line, index) => (index === 0 ? { ...line, libelle: 'Piscine des Tilleuls', translations: { en: { libelle: 'Lime Tree Pool' } } } : line)) },
      },
      toCall: view.toCall.map((family) => (family.card ? { ...family, card: { ...family.card, libelle: 'Carte 10 séances enfants', ...english } } : family)),
    };
    expect(exports.byPass(named, words('en')).rows[1]![0]).toBe('Children’s 10-lesson card');
    expect(exports.byPass(named, words('fr')).rows[1]![0]).toBe('Carte 10 séances enfants');
    expect(exports.byPass(named, words('en')).rows[0]![0]).toBe(view.current.money.byPass[0]!.libelle);
    expect(exports.fill(named, words('en'), 'byPool').rows[0]![0]).toBe('Lime Tree Pool');
    expect(exports.toCall(named, words('en')).rows.find((row) => row[1] === 'Card ending soon')![5]).toBe('Children’s 10-lesson card');
  });

  it('write amounts in euros in the screen’s language', () => {
    expect(csvEuros(123_450, 'fr')).toBe('1234,50');
    expect(csvEuros(123_450, 'en')).toBe('1234.50');
  });

  it('hold every day of the money chart, with French columns, and add up to the period’s totals', () => {
    const table = exports.moneyByDay(view, words('fr'));
    expect(table.name).toBe('tableau-de-bord-encaisse-et-rembourse-par-jour-2026-11-01-2026-11-30');
    expect(table.columns).toEqual(['Jour', 'Encaissé', 'Remboursé']);
    expect(table.rows).toHaveLength(30);
    const cents = table.rows.reduce((total, row) => total + Math.round(Number(String(row[1]).replace(',', '.')) * 100), 0);
    expect(cents).toBe(view.current.money.paid);
  });

  it('name their columns in English on an English screen', () => {
    expect(exports.fill(view, words('en'), 'byInstructor').columns).toEqual(['Instructor', 'Lessons', 'Places offered', 'Places booked', 'Fill rate']);
    expect(exports.byMethod(view, words('en')).rows[0]).toEqual(['Card', view.current.money.byMethod[0]!.count, csvEuros(view.current.money.byMethod[0]!.paid, 'en'), csvEuros(view.current.money.byMethod[0]!.refunded, 'en')]);
  });

  it('list the families to call with why, their contact and their card', () => {
    const table = exports.toCall(view, words('fr'));
    expect(table.rows[1]).toEqual(['Famille Nguyen-Lefèvre', 'Carte bientôt expirée', 'nguyen.lefevre@example.fr', '07 98 76 54 32', '2026-11-20', 'Carte 10 séances adultes', 4, '2026-12-12']);
    expect(table.rows[2]![4]).toBeNull();
  });

  it('give the heatmap a line per weekday and hour, in order', () => {
    const names = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
    const table = exports.heatmap(view, words('fr'), (day) => names[day - 1]!);
    expect(table.rows).toHaveLength(view.current.lessons.heatmap.length);
    expect(table.rows[0]!.slice(0, 2)).toEqual(['lundi', '17:00']);
  });
});

describe('live re-reads', () => {
  it('a burst of notices makes one read, one more when a notice came during it, at most one per 300 ms', async () => {
    vi.useFakeTimers();
    try {
      const starts: number[] = [];
      let finish: () => void = () => undefined;
      const gate = rereadGate(
        () => {
          starts.push(Date.now());
          return new Promise<void>((resolve) => (finish = resolve));
        },
        300,
        () => Date.now(),
      );
      const t0 = Date.now();
      gate.request();
      gate.request();
      await vi.advanceTimersByTimeAsync(0);
      expect(starts).toEqual([t0]);
      gate.request(); // during the read
      gate.request();
      await vi.advanceTimersByTimeAsync(50);
      finish();
      await vi.advanceTimersByTimeAsync(0);
      expect(starts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(250);
      expect(starts).toEqual([t0, t0 + 300]);
      finish();
      await vi.advanceTimersByTimeAsync(1000);
      expect(starts).toHaveLength(2);
      gate.request();
      gate.stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(starts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

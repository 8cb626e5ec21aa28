import type { DashboardView, FamilyToCall, FillBreakdown, PaymentMethodKey } from '@plouf/command-api/contracts';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { csvEuros, csvLanguage, csvPercent, type CsvLanguage } from '@plouf/infra/csv';
import { shownName } from '../../../lib/erased.ts';
import { nameIn } from '../../../lib/localized.ts';
import { dayOf } from '../../../lib/parisTime.ts';
import type { CsvTable } from './csv.ts';

/** The tag of each reason to call. */
export const REASON_LABELS = {
  noBooking: 'adminDashboard.families.noBooking',
  cardExpiring: 'adminDashboard.families.cardExpiring',
  instalmentOverdue: 'adminDashboard.families.instalmentOverdue',
} as const satisfies Record<FamilyToCall['reason'], string>;

/** What the exports need of react-intl: the screen's language and its messages. */
export type Words = Pick<IntlShape, 'locale' | 'formatMessage'>;

const say = (words: Words, id: MessageId, values?: Record<string, string | number>) => words.formatMessage({ id }, values);

export const METHOD_LABEL: Record<PaymentMethodKey, MessageId> = {
  card: 'adminDashboard.method.card',
  cheque: 'adminDashboard.method.cheque',
  transfer: 'adminDashboard.method.transfer',
  ancv: 'adminDashboard.method.ancv',
  couponSport: 'adminDashboard.method.couponSport',
  passSport: 'adminDashboard.method.passSport',
  giftCard: 'adminDashboard.method.giftCard',
  directDebit: 'adminDashboard.method.directDebit',
  free: 'adminDashboard.method.free',
};

export type Breakdown = 'byPool' | 'byActivity' | 'byInstructor';
export const BREAKDOWN_LABEL: Record<Breakdown, MessageId> = {
  byPool: 'adminDashboard.lessons.byPool',
  byActivity: 'adminDashboard.lessons.byActivity',
  byInstructor: 'adminDashboard.lessons.byInstructor',
};

/** The screen's language, which is the file's (its dialect, its names). */
const languageOf = (words: Words): CsvLanguage => csvLanguage(words.locale);

/** Every file is named after the screen's language, the list and the period: `tableau-de-bord-par-jour-2026-11-01-2026-11-30`. */
function fileName(words: Words, part: string, view: DashboardView): string {
  const slug = part
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const base = words.locale.startsWith('fr') ? 'tableau-de-bord' : 'dashboard';
  return `${base}-${slug}-${view.current.from}-${view.current.to}`;
}

/** The lists and charts of the screen, each as the table its CSV holds. */
export const exports = {
  moneyByDay(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.money.byDay'), view),
      columns: [say(words, 'adminDashboard.page.day'), say(words, 'adminDashboard.money.paid'), say(words, 'adminDashboard.money.refunded')],
      rows: view.current.money.byDay.map((day) => [day.day, csvEuros(day.paid, language), csvEuros(day.refunded, language)]),
    };
  },
  byMethod(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.money.byMethod'), view),
      columns: ['adminDashboard.money.method', 'adminDashboard.money.count', 'adminDashboard.money.paid', 'adminDashboard.money.refunded'].map((id) => say(words, id as MessageId)),
      rows: view.current.money.byMethod.map((line) => [say(words, METHOD_LABEL[line.method]), line.count, csvEuros(line.paid, language), csvEuros(line.refunded, language)]),
    };
  },
  byPass(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.money.byPass'), view),
      columns: ['adminDashboard.money.pass', 'adminDashboard.money.qty', 'adminDashboard.money.paid', 'adminDashboard.money.refunded'].map((id) => say(words, id as MessageId)),
      rows: view.current.money.byPass.map((line) => [nameIn(line, language), line.qty, csvEuros(line.paid, language), csvEuros(line.refunded, language)]),
    };
  },
  awaiting(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.money.awaiting'), view),
      columns: ['adminDashboard.money.age', 'adminDashboard.money.orders', 'adminDashboard.money.amount'].map((id) => say(words, id as MessageId)),
      rows: view.awaiting.byAge.map((age) => [say(words, 'adminDashboard.money.ageDays', { bucket: age.bucket }), age.count, csvEuros(age.amount, language)]),
    };
  },
  balances(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.money.balances'), view),
      columns: ['adminDashboard.money.family', 'adminDashboard.money.balance'].map((id) => say(words, id as MessageId)),
      rows: view.balances.owing.map((family) => [family.famName, csvEuros(family.balance, language)]),
    };
  },
  lessonsByDay(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.lessons.byDay'), view),
      columns: ['adminDashboard.page.day', 'adminDashboard.lessons.given', 'adminDashboard.lessons.offered', 'adminDashboard.lessons.booked', 'adminDashboard.lessons.present'].map((id) => say(words, id as MessageId)),
      rows: view.current.lessons.byDay.map((day) => [day.day, day.lessons, day.offered, day.booked, day.present]),
    };
  },
  fill(view: DashboardView, words: Words, by: Breakdown): CsvTable {
    const language = languageOf(words);
    const lines: FillBreakdown[] = view.current.lessons[by];
    return {
      language,
      name: fileName(words, `${say(words, 'adminDashboard.lessons.fillBy')} ${say(words, BREAKDOWN_LABEL[by])}`, view),
      columns: [BREAKDOWN_LABEL[by], 'adminDashboard.lessons.lessons', 'adminDashboard.lessons.offered', 'adminDashboard.lessons.booked', 'adminDashboard.lessons.fillRate'].map((id) => say(words, id as MessageId)),
      rows: lines.map((line) => [nameIn(line, language), line.lessons, line.offered, line.booked, csvPercent(line.fillRate, language)]),
    };
  },
  heatmap(view: DashboardView, words: Words, weekdayName: (weekday: number) => string): CsvTable {
    const language = languageOf(words);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.lessons.heatmap'), view),
      columns: ['adminDashboard.lessons.weekday', 'adminDashboard.lessons.hour', 'adminDashboard.lessons.lessons', 'adminDashboard.lessons.offered', 'adminDashboard.lessons.booked', 'adminDashboard.lessons.fillRate'].map((id) => say(words, id as MessageId)),
      rows: [...view.current.lessons.heatmap]
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
        .map((cell) => [weekdayName(cell.weekday), `${String(cell.hour).padStart(2, '0')}:00`, cell.lessons, cell.offered, cell.booked, csvPercent(cell.offered > 0 ? cell.booked / cell.offered : 0, language)]),
    };
  },
  toCall(view: DashboardView, words: Words): CsvTable {
    const language = languageOf(words);
    const why = (family: FamilyToCall) => say(words, REASON_LABELS[family.reason]);
    return {
      language,
      name: fileName(words, say(words, 'adminDashboard.families.toCall'), view),
      columns: [
        'adminDashboard.families.family',
        'adminDashboard.families.why',
        'adminDashboard.families.email',
        'adminDashboard.families.phone',
        'adminDashboard.families.lastLesson',
        'adminDashboard.families.card',
        'adminDashboard.families.entriesLeft',
        'adminDashboard.families.validUntil',
      ].map((id) => say(words, id as MessageId)),
      rows: view.toCall.map((family) => [
        shownName(family.famName, words),
        why(family),
        family.email,
        family.phone,
        family.lastLessonAt === null ? null : dayOf(family.lastLessonAt),
        family.card ? nameIn(family.card, language) : null,
        family.card?.entriesLeft ?? null,
        family.card?.validUntil ?? null,
      ]),
    };
  },
};

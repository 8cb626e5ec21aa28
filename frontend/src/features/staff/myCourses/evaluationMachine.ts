import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../../api/client.ts';
import type { EvaluationInput, ReportCardView } from '../../../api/progress.ts';

/** The child and the level evaluated: the level's skills, in order. */
export interface EvaluationSubject {
  usrId: number;
  lvlId: number;
  skills: readonly number[];
}

export interface EvaluationContext extends EvaluationSubject {
  /** Skill id → index on the school's scale; a skill left out is not rated this time. */
  ratings: Record<number, number>;
  note: string;
  passed: boolean;
  /**
   * Why the last save failed: the server's words when it said something (else the panel's own), and
   * whether it was refused by how things stand, which changed meanwhile (409: the level passed
   * already, the child no longer on the roster), so the card is to be read again. A refusal of the
   * values (422, 400) is fixed in the form.
   */
  failure: { message: string | null; conflict: boolean } | null;
  /** The card as the save answered it; null while none, or when the answer is a moment late. */
  card: ReportCardView | null;
  /** The save was kept on the phone (no network): it is sent when the network is back. */
  queued: boolean;
}

export type EvaluationEvent =
  | { type: 'evaluation.rate'; sklId: number; rating: number }
  | { type: 'evaluation.clear'; sklId: number }
  | { type: 'evaluation.note'; note: string }
  | { type: 'evaluation.pass'; passed: boolean }
  | { type: 'evaluation.save' }
  /** After a save: evaluate again, on the level the child now works on. */
  | { type: 'evaluation.again' };

/**
 * What is sent: only the skills rated now (one looked at today keeps its date), the note trimmed.
 *
 * @example
 * evaluationInput({ usrId: 5, lvlId: 2, skills: [10, 11], ratings: { 11: 2 }, note: ' Bien ', passed: false, … })
 * // { usrId: 5, lvlId: 2, ratings: [{ sklId: 11, rating: 2 }], note: 'Bien', passed: false }
 */
export function evaluationInput(context: Pick<EvaluationContext, 'usrId' | 'lvlId' | 'skills' | 'ratings' | 'note' | 'passed'>): EvaluationInput {
  return {
    usrId: context.usrId,
    lvlId: context.lvlId,
    ratings: context.skills.flatMap((sklId) => (context.ratings[sklId] === undefined ? [] : [{ sklId, rating: context.ratings[sklId] }])),
    note: context.note.trim(),
    passed: context.passed,
  };
}

/** An edit clears the last refusal, but not a conflict: the card must be read again first. */
const kept = (context: EvaluationContext) => (context.failure?.conflict ? context.failure : null);

const fresh = (subject: EvaluationSubject) => ({ ...subject, skills: [...subject.skills], ratings: {}, note: '', passed: false, failure: null, queued: false });

/** The level the child works on once a save answered their card, as a new subject (null: none left). */
const nextSubject = (card: ReportCardView | null): EvaluationSubject | null =>
  card?.current ? { usrId: card.usrId, lvlId: card.current.lvlId, skills: card.current.skills.map((skill) => skill.sklId) } : null;

/**
 * One child's evaluation at the poolside: rate the level's skills on the scale, write a note, pass
 * the level, save (the card answered), evaluate again. A refusal is kept to show, and the form stays
 * as typed. HTTP is not here: the panel supplies `send` with `.provide()`.
 */
export const evaluationMachine = setup({
  types: { context: {} as EvaluationContext, events: {} as EvaluationEvent, input: {} as EvaluationSubject },
  actors: {
    /** The card answered; null when it is a moment late; 'queued' when kept on the phone to send later. */
    send: fromPromise<ReportCardView | null | 'queued', EvaluationInput>(() => Promise.reject(new Error('send not provided'))),
  },
  guards: {
    /** Something to record: a rating, a note or the level passed (the server refuses an empty one too). */
    hasSomething: ({ context }) => {
      const input = evaluationInput(context);
      return input.ratings.length > 0 || input.note !== '' || input.passed;
    },
    hasNextLevel: ({ context }) => nextSubject(context.card) !== null,
  },
  actions: {
    rate: assign(({ context, event }) =>
      event.type === 'evaluation.rate' && context.skills.includes(event.sklId) ? { ratings: { ...context.ratings, [event.sklId]: event.rating }, failure: kept(context) } : {},
    ),
    clear: assign(({ context, event }) => {
      if (event.type !== 'evaluation.clear') return {};
      const { [event.sklId]: _cleared, ...ratings } = context.ratings;
      return { ratings, failure: kept(context) };
    }),
    note: assign(({ context, event }) => (event.type === 'evaluation.note' ? { note: event.note, failure: kept(context) } : {})),
    pass: assign(({ context, event }) => (event.type === 'evaluation.pass' ? { passed: event.passed, failure: kept(context) } : {})),
    restart: assign(({ context }) => fresh(nextSubject(context.card) ?? context)),
    /** Tells the save went through (the panel provides it: a toast). */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'evaluation',
  context: ({ input }) => ({ ...fresh(input), card: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'evaluation.rate': { actions: 'rate' },
        'evaluation.clear': { actions: 'clear' },
        'evaluation.note': { actions: 'note' },
        'evaluation.pass': { actions: 'pass' },
        'evaluation.save': { guard: 'hasSomething', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => evaluationInput(context),
        onDone: { target: 'saved', actions: assign({ card: ({ event }) => (event.output === 'queued' ? null : event.output), queued: ({ event }) => event.output === 'queued' }) },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => ({
              message: event.error instanceof ApiError ? (event.error.serverMessage ?? null) : null,
              conflict: event.error instanceof ApiError && event.error.status === 409 && event.error.retryAfterSeconds === undefined,
            }),
          }),
        },
      },
    },
    saved: {
      entry: 'announceSaved',
      on: {
        'evaluation.again': { guard: 'hasNextLevel', target: 'editing', actions: 'restart' },
      },
    },
  },
});

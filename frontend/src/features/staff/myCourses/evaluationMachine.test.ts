import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { ApiError } from '../../../api/client.ts';
import type { EvaluationInput, ReportCardView } from '../../../api/progress.ts';
import { evaluationInput, evaluationMachine, type EvaluationEvent } from './evaluationMachine.ts';

const subject = { usrId: 5, lvlId: 2, skills: [10, 11, 12] };

const card = (current: ReportCardView['current']): ReportCardView => ({
  usrId: 5,
  famId: 1,
  memberName: 'Léa',
  acyId: 4,
  acyName: 'Natation enfants',
  current,
  passed: [],
  history: [],
  levelCount: 3,
});
const nextLevel = { lvlId: 3, name: 'Dauphin', englishName: 'Dolphin', skills: [{ sklId: 20, name: 'Plonger', englishName: '', rating: null, label: null, englishLabel: null, at: null, evaluator: null }] };

/** What the invoked `send` answers, as the machine receives it. */
type ActorOutcome = { type: 'xstate.done.actor.send'; output: ReportCardView | null | 'queued' } | { type: 'xstate.error.actor.send'; error: unknown };

/** The machine's pure steps: events in, snapshot out, no actor running. */
function run(events: (EvaluationEvent | ActorOutcome)[]) {
  let [snapshot] = initialTransition(evaluationMachine, subject);
  for (const event of events) [snapshot] = transition(evaluationMachine, snapshot, event as EvaluationEvent);
  return snapshot;
}

const refusal = (status: number, message: string) => new ApiError(message, 'InvalidModelState', message, {}, status);

describe('an evaluation at the poolside', () => {
  it('sends only the skills rated now, the note trimmed', () => {
    const snapshot = run([
      { type: 'evaluation.rate', sklId: 12, rating: 1 },
      { type: 'evaluation.rate', sklId: 10, rating: 0 },
      { type: 'evaluation.rate', sklId: 10, rating: 2 },
      { type: 'evaluation.rate', sklId: 99, rating: 2 },
      { type: 'evaluation.rate', sklId: 11, rating: 1 },
      { type: 'evaluation.clear', sklId: 11 },
      { type: 'evaluation.note', note: '  Bonne séance ' },
      { type: 'evaluation.pass', passed: true },
    ]);
    expect(evaluationInput(snapshot.context)).toEqual({
      usrId: 5,
      lvlId: 2,
      ratings: [{ sklId: 10, rating: 2 }, { sklId: 12, rating: 1 }],
      note: 'Bonne séance',
      passed: true,
    });
  });

  it('says when the save was kept on the phone, to leave with the network', () => {
    const queued = run([{ type: 'evaluation.rate', sklId: 10, rating: 2 }, { type: 'evaluation.save' }, { type: 'xstate.done.actor.send', output: 'queued' }]);
    expect(queued.value).toBe('saved');
    expect(queued.context).toMatchObject({ queued: true, card: null });
    // No card yet: nothing to evaluate next until it is sent.
    expect(queued.can({ type: 'evaluation.again' })).toBe(false);
    const sent = run([{ type: 'evaluation.rate', sklId: 10, rating: 2 }, { type: 'evaluation.save' }, { type: 'xstate.done.actor.send', output: card(nextLevel) }]);
    expect(sent.context).toMatchObject({ queued: false, card: { current: { lvlId: 3 } } });
  });

  it('saves nothing empty: a rating, a note or the level passed is needed', () => {
    expect(run([{ type: 'evaluation.save' }]).value).toBe('editing');
    expect(run([{ type: 'evaluation.note', note: '   ' }, { type: 'evaluation.save' }]).value).toBe('editing');
    expect(run([{ type: 'evaluation.note', note: 'Bien' }, { type: 'evaluation.save' }]).value).toBe('saving');
    expect(run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }]).can({ type: 'evaluation.save' })).toBe(false);
    expect(run([{ type: 'evaluation.rate', sklId: 10, rating: 1 }]).can({ type: 'evaluation.save' })).toBe(true);
  });

  it('keeps the form as typed after a refusal of its values (422, or 400), with the server’s words, cleared by the next edit', () => {
    const rate = { type: 'evaluation.rate', sklId: 10, rating: 1 } as const;
    for (const status of [422, 400]) {
      const refused = run([rate, { type: 'evaluation.save' }, { type: 'xstate.error.actor.send', error: refusal(status, 'Une note est hors de l’échelle') }]);
      expect(refused.value).toBe('editing');
      expect(refused.context.failure).toEqual({ message: 'Une note est hors de l’échelle', conflict: false });
      expect(refused.context.ratings).toEqual({ 10: 1 });
      const [edited] = transition(evaluationMachine, refused, { type: 'evaluation.note', note: 'x' });
      expect(edited.context.failure).toBeNull();
    }
  });

  it('marks a conflict (409) to read the card again, and keeps it through edits', () => {
    const conflict = run([
      { type: 'evaluation.pass', passed: true },
      { type: 'evaluation.save' },
      { type: 'xstate.error.actor.send', error: refusal(409, 'Le niveau Grenouille a déjà été validé') },
      { type: 'evaluation.note', note: 'x' },
    ]);
    expect(conflict.context.failure).toEqual({ message: 'Le niveau Grenouille a déjà été validé', conflict: true });
    // "Not now" (the same request still running) is no change of the card.
    const running = new ApiError('En cours', 'InvalidModelState', 'En cours', {}, 409, 1);
    expect(run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }, { type: 'xstate.error.actor.send', error: running }]).context.failure).toEqual({ message: 'En cours', conflict: false });
  });

  it('without the server’s words, leaves the panel its own', () => {
    const failed = run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }, { type: 'xstate.error.actor.send', error: new Error('boom') }]);
    expect(failed.context.failure).toEqual({ message: null, conflict: false });
  });

  it('after a level passed, evaluates again on the next level with a fresh form', () => {
    const saved = run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }, { type: 'xstate.done.actor.send', output: card(nextLevel) }]);
    expect(saved.value).toBe('saved');
    const [again] = transition(evaluationMachine, saved, { type: 'evaluation.again' });
    expect(again.value).toBe('editing');
    expect(again.context).toMatchObject({ usrId: 5, lvlId: 3, skills: [20], ratings: {}, note: '', passed: false, failure: null });
  });

  it('has nothing to evaluate again once every level is passed, or when the answer is late', () => {
    const allPassed = run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }, { type: 'xstate.done.actor.send', output: card(null) }]);
    expect(allPassed.can({ type: 'evaluation.again' })).toBe(false);
    const late = run([{ type: 'evaluation.pass', passed: true }, { type: 'evaluation.save' }, { type: 'xstate.done.actor.send', output: null }]);
    expect(late.value).toBe('saved');
    expect(late.can({ type: 'evaluation.again' })).toBe(false);
  });

  it('sends through the actor the panel provides', async () => {
    const sent: EvaluationInput[] = [];
    const machine = evaluationMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: EvaluationInput }): Promise<ReportCardView | null | 'queued'> => {
          sent.push(input);
          return card(nextLevel);
        }),
      },
    });
    const actor = createActor(machine, { input: subject }).start();
    actor.send({ type: 'evaluation.rate', sklId: 11, rating: 2 });
    actor.send({ type: 'evaluation.save' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(sent).toEqual([{ usrId: 5, lvlId: 2, ratings: [{ sklId: 11, rating: 2 }], note: '', passed: false }]);
    expect(done.context.card?.current?.lvlId).toBe(3);
  });
});

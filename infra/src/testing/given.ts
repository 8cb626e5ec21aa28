import { expect } from 'vitest';
import { AppError } from '../http/result.ts';
import type { Decider } from '../command/decider.ts';

/**
 * Given / when / then for a pure decider, shared by every aggregate's decider test:
 *
 *   given(decider, past...).when(command).then([events])       // exactly these events
 *   given(decider, past...).when(command).refuses('CourseFull') // this AppError code, nothing appended
 *
 * The past is events, or commands whose events are decided in turn on the state each leaves
 * (`givenCommands`), so a test reads as a story and never builds a state by hand.
 */
export interface Then<Event> {
  /** The events decided (for `toMatchObject`-style checks in the test itself). */
  readonly events: () => Event[];
  /** Asserts exactly these events were decided. */
  then(expected: Event[]): void;
  /** Asserts the command is refused with this `AppError` code. */
  refuses(code: string): void;
}

export interface Given<Command, Event, State> {
  readonly state: State;
  readonly past: Event[];
  when(command: Command): Then<Event>;
}

type AnyEvent = { type: string; data: unknown };

export function given<Command, Event extends AnyEvent, State>(decider: Decider<Command, Event, State>, ...past: Event[]): Given<Command, Event, State> {
  const state = past.reduce((acc, event) => decider.evolve(acc, event), decider.initialState());
  return withState(decider, state, past);
}

export function givenCommands<Command, Event extends AnyEvent, State>(decider: Decider<Command, Event, State>, ...commands: Command[]): Given<Command, Event, State> {
  let state = decider.initialState();
  const past: Event[] = [];
  for (const command of commands) {
    for (const event of decider.decide(command, state)) {
      past.push(event);
      state = decider.evolve(state, event);
    }
  }
  return withState(decider, state, past);
}

function withState<Command, Event extends AnyEvent, State>(decider: Decider<Command, Event, State>, state: State, past: Event[]): Given<Command, Event, State> {
  return {
    state,
    past,
    when(command) {
      const events = () => decider.decide(command, state);
      return {
        events,
        then(expected) {
          expect(events()).toEqual(expected);
        },
        refuses(code) {
          let decided: Event[];
          try {
            decided = events();
          } catch (error) {
            if (error instanceof AppError) {
              if (error.code === code) return;
              throw new GivenMismatch(`expected refusal ${code}, got refusal ${error.code}: ${error.message}`);
            }
            throw error;
          }
          throw new GivenMismatch(`expected refusal ${code}, but the decider accepted and decided\n${show(decided)}`);
        },
      };
    },
  };
}

/** The code a call is refused with, or 'accepted'. */
export function refusalOf(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
}

class GivenMismatch extends Error {
  override name = 'GivenMismatch';
}

const show = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v), 2);

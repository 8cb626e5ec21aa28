import { foldStream, type EventStore } from '@plouf/infra';
import { closuresDecider, schoolRulesDecider, type ClosuresState } from './decider.ts';
import { CLOSURES_STREAM, SCHOOL_RULES_STREAM } from './events.ts';
import type { RulesDocument } from './rules.ts';

/** The school's rules as their stream stands (through this process's kept fold). */
export const readRules = (store: EventStore): Promise<RulesDocument> => foldStream(store, SCHOOL_RULES_STREAM, schoolRulesDecider);
/** Every closure as its stream stands. */
export const readClosures = (store: EventStore): Promise<ClosuresState> => foldStream(store, CLOSURES_STREAM, closuresDecider);

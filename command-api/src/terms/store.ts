import { foldStream, type EventStore } from '@plouf/infra';
import { termsDecider, type TermsState } from './decider.ts';
import { TERMS_STREAM } from './events.ts';

/** Every term as its stream stands (through this process's kept fold). */
export const readTerms = (store: EventStore): Promise<TermsState> => foldStream(store, TERMS_STREAM, termsDecider);

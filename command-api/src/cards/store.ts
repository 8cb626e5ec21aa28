import { READ_MODELS } from '../read-models.ts';
import { foldStream, type EventStore } from '@plouf/infra';
import { cardsDecider, type FamilyCards } from './decider.ts';
import { cardsStream } from './events.ts';

/** The read model that projects the cards (with the orders that give them): what a card command waits for. */
export const CARDS_READ_MODEL = READ_MODELS.orders;

/** A family's cards as their stream stands (through this process's kept fold; never late). */
export const readCards = (store: EventStore, famId: number): Promise<FamilyCards> => foldStream(store, cardsStream(famId), cardsDecider);

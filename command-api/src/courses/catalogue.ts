/** What a course needs of the catalogue, read from the documents' streams (never late). */
import { readRules } from '../school/store.ts';
import { foldStream, type Decider, type EventStore } from '@plouf/infra';
import { poolCutoffHours } from './enrolment.ts';
import type { ActivityInput } from '../catalogue/activities/contract.ts';
import { upcastActivityEvent, type ActivityEvent } from '../catalogue/activities/events.ts';
import { DocumentNotFound } from '../catalogue/documents/errors.ts';
import { documentStream, type DocumentFieldsOf, type DocumentKind } from '../catalogue/documents/events.ts';
import type { MnsInput } from '../catalogue/mns/contract.ts';
import type { PoolRecord } from '../catalogue/pools/contract.ts';

/** A document's fields as last recorded (null once removed), folded through this process's kept fold. */
const lastFields: Decider<never, { type: string; data: unknown }, unknown> = {
  initialState: () => null,
  decide: () => [],
  evolve: (_, event) => {
    if (event.type.endsWith('Removed')) return null;
    const upcast = event.type === 'ActivityCreated' ? upcastActivityEvent(event as ActivityEvent) : event;
    const data = upcast.data as { fields?: unknown };
    return data.fields ?? null;
  },
};

const fieldsOf = <K extends DocumentKind>(store: EventStore, kind: K, id: number) => foldStream(store, documentStream(kind, id), lastFields) as Promise<DocumentFieldsOf[K] | null>;

async function required<K extends DocumentKind>(store: EventStore, kind: K, id: number): Promise<DocumentFieldsOf[K]> {
  const fields = await fieldsOf(store, kind, id);
  if (!fields) throw new DocumentNotFound(kind, id);
  return fields;
}

export const poolOf = (store: EventStore, id: number): Promise<PoolRecord> => required(store, 'Pool', id);
export const activityOf = (store: EventStore, id: number): Promise<ActivityInput> => required(store, 'Activity', id);
export const mnsOf = (store: EventStore, id: number): Promise<MnsInput> => required(store, 'Mns', id);
export const mnsName = (mns: MnsInput) => `${mns.usrPrenom} ${mns.usrNom}`.trim();

/** Names a course snapshots (for mails and lists), checking each document exists. */
export async function courseNames(store: EventStore, ids: { psnId: number; acyId: number; acyIdCplt: number | null; usrId: number }) {
  const [pool, activity, mns, rules] = await Promise.all([poolOf(store, ids.psnId), activityOf(store, ids.acyId), mnsOf(store, ids.usrId), readRules(store)]);
  if (ids.acyIdCplt !== null) await activityOf(store, ids.acyIdCplt);
  return { psnName: pool.libelle, acyName: activity.libelle, acyAge: activity.acyAge, mnsName: mnsName(mns), cutoffHours: poolCutoffHours(pool.configPiscine.delaiAnnulationH, rules.school.cutoffHours) };
}

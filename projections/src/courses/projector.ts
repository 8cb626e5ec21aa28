import { CALENDAR_EVENT_TYPES, COURSE_EVENT_TYPES, SCHEDULE_EVENT_TYPES, neverBooked, slotStart, type CalendarEvent, type CourseEvent, type FamilyErased, type ScheduleEvent, type SeatTaken } from '@plouf/command-api/events';
import type { CourseView, InscriptionView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS, cutoffOf, isSeated } from '@plouf/command-api/enrolment';
import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import type { NoticeFigures } from '@plouf/infra';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';

/** Kept in the stored view (not served): a place that came from the waiting list. */
type Promoted = { promoted?: boolean };
/** Kept in the stored course (not served): places offered to the waiting list and not answered yet, held like taken ones. */
type Offers = { offered?: number };

/**
 * What the batch's events did to courses, kept until the batch ends (issue 42): each course's view
 * is read once and written once per batch (`finishBatch`), however many seats its events took, and
 * the next seat number of a course is counted on from the one read. Keyed by the batch's
 * transaction: a batch that fails leaves nothing behind.
 */
interface BatchCourses {
  views: Map<number, (CourseView & Offers) | null>;
  changed: Set<number>;
  seqs: Map<number, number>;
}
const batches = new WeakMap<Transaction<Database>, BatchCourses>();
const batchOf = (trx: Transaction<Database>) => {
  let kept = batches.get(trx);
  if (!kept) batches.set(trx, (kept = { views: new Map(), changed: new Set(), seqs: new Map() }));
  return kept;
};

async function course(trx: Transaction<Database>, id: number): Promise<(CourseView & Offers) | null> {
  const { views } = batchOf(trx);
  if (views.has(id)) return views.get(id)!;
  const row = await trx.selectFrom('courses').select('view').where('id', '=', id).executeTakeFirst();
  const view = row ? (JSON.parse(row.view) as CourseView & Offers) : null;
  views.set(id, view);
  return view;
}

/**
 * Saves a course's view, its places counted from `booked` and the open offers (a change of counts
 * is given as a delta): a place offered to the waiting list is held until answered, as the course
 * decider holds it (`placesHeld`), so nobody else sees it free. Written at the batch's end.
 */
function saveCourse(trx: Transaction<Database>, view: CourseView & Offers, delta: { booked?: number; waiting?: number; offered?: number } = {}): NoticeFigures {
  const booked = Math.max(0, view.booked + (delta.booked ?? 0));
  const waiting = Math.max(0, view.waiting + (delta.waiting ?? 0));
  const offered = Math.max(0, (view.offered ?? 0) + (delta.offered ?? 0));
  const next = { ...view, booked, waiting, offered, placesLeft: view.cancelled ? 0 : Math.max(0, view.crsCapaciteMax - booked - offered) };
  const kept = batchOf(trx);
  kept.views.set(next.id, next);
  kept.changed.add(next.id);
  return figuresOf(next);
}

/** The courses the batch changed, in one statement. */
async function writeCourses(trx: Transaction<Database>) {
  const kept = batches.get(trx);
  if (!kept || kept.changed.size === 0) return;
  const views = [...kept.changed].map((id) => kept.views.get(id)!).filter((view) => view !== null);
  kept.changed.clear();
  await sql`
    UPDATE courses AS c SET view = u.view, start = u.start, usr_id = u.usr_id, acy_id_cplt = u.acy_id_cplt, cancelled = u.cancelled
    FROM unnest(${views.map((view) => view.id)}::int[], ${views.map((view) => JSON.stringify(view))}::text[], ${views.map((view) => new Date(view.crsDatdebut).toISOString())}::timestamptz[],
                ${views.map((view) => view.usrId)}::int[], ${views.map((view) => view.acyIdCplt)}::int[], ${views.map((view) => view.cancelled)}::boolean[])
      AS u(id, view, start, usr_id, acy_id_cplt, cancelled)
    WHERE c.id = u.id`.execute(trx);
}

/** The next seat number of a course: the highest stored, counted on through the batch. */
async function nextSeq(trx: Transaction<Database>, crsId: number): Promise<number> {
  const { seqs } = batchOf(trx);
  let seq = seqs.get(crsId);
  if (seq === undefined) {
    const last = await trx.selectFrom('inscriptions').select((eb) => eb.fn.max('seq').as('seq')).where('crs_id', '=', crsId).executeTakeFirst();
    seq = Number(last?.seq ?? 0);
  }
  return seq + 1;
}

/** What `/reserver` shows of a course that a booking, a release or an offer changes: carried by its notice. */
function figuresOf(view: Pick<CourseView, 'booked' | 'placesLeft' | 'waiting'>): NoticeFigures {
  return { booked: view.booked, placesLeft: view.placesLeft, waiting: view.waiting };
}

/** Counts a family told of its course's cancellation, once whatever its members on it: 1 when new. */
async function tellFamily(trx: Transaction<Database>, crsId: number, famId: number): Promise<number> {
  const inserted = await trx.insertInto('course_cancel_notices').values({ crs_id: crsId, fam_id: famId }).onConflict((oc) => oc.columns(['crs_id', 'fam_id']).doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

async function inscription(trx: Transaction<Database>, id: number): Promise<InscriptionView | null> {
  const row = await trx.selectFrom('inscriptions').select('view').where('id', '=', id).executeTakeFirst();
  return row ? (JSON.parse(row.view) as InscriptionView) : null;
}

async function saveInscription(trx: Transaction<Database>, view: InscriptionView) {
  await trx.updateTable('inscriptions').set({ view: JSON.stringify(view), status: view.insStatus, start: new Date(view.crsDatdebut) }).where('id', '=', view.id).execute();
}

/**
 * The family erased (issue 25): its inscriptions keep their course, status and dates, the names read
 * as erased (SeatTaken's). A family is counted as told of a cancellation when its release named an
 * address to tell; erased, it names none, as a rebuild reads it: the family is no longer counted.
 */
async function eraseFamily(trx: Transaction<Database>, famId: number, courseChanged: (crsId: number) => void) {
  const rows = await trx.selectFrom('inscriptions').select('view').where('fam_id', '=', famId).execute();
  for (const row of rows) {
    const ins = JSON.parse(row.view) as InscriptionView;
    const memberName = erased('memberName', ins.memberName);
    await saveInscription(trx, { ...ins, libelle: memberName, memberName, famName: erased('familyName', ins.famName) });
    courseChanged(ins.crsId);
  }
  const told = await trx.deleteFrom('course_cancel_notices').where('fam_id', '=', famId).returning('crs_id').execute();
  for (const { crs_id } of told) {
    const view = await course(trx, crs_id);
    if (view) saveCourse(trx, { ...view, familiesTold: Math.max(0, view.familiesTold - 1) });
    courseChanged(crs_id);
  }
}

/**
 * Courses as served (places left counted from the roster, the families told of a cancellation),
 * their inscriptions (the family's and the desk's view), the pools' claimed slots (what generation
 * would repeat), and the families' calendar feeds. Notices: `courses` (course ids; the public
 * room hears them: places left carry no family's data) and `family-bookings` (family ids).
 */
export const coursesProjector: Projector = {
  readModel: READ_MODELS.courses,
  handles: [...COURSE_EVENT_TYPES, ...CALENDAR_EVENT_TYPES, ...SCHEDULE_EVENT_TYPES, 'FamilyErased'],
  async apply(trx, recorded) {
    const changed: ChangedRow[] = [];
    // With its figures when they are all a change did to the course (docs/adr/0024-performance.md).
    const courseChanged = (crsId: number, figures?: NoticeFigures) => changed.push({ readModel: READ_MODELS.courses, id: crsId, ...(figures && { figures }) });
    const familyChanged = (famId: number) => changed.push({ readModel: NOTICES.familyBookings, id: famId });
    if (recorded.type === 'FamilyErased') {
      const { famId } = (recorded as unknown as FamilyErased).data;
      await eraseFamily(trx, famId, courseChanged);
      familyChanged(famId);
      return changed;
    }
    const event = { type: recorded.type, data: recorded.data } as CourseEvent | CalendarEvent | ScheduleEvent;
    switch (event.type) {
      case 'CourseScheduled': {
        const d = event.data;
        const view: CourseView = {
          id: d.crsId,
          libelle: d.libelle || `${d.acyName} · ${d.psnName}`,
          selected: false,
          detailLoaded: true,
          psnId: d.psnId,
          acyId: d.acyId,
          acyIdCplt: d.acyIdCplt,
          ...(d.lvlId && { lvlId: d.lvlId, levelName: d.levelName ?? '', levelEnglishName: d.levelEnglishName ?? '' }),
          usrId: d.usrId,
          tcsId: d.tcsId,
          crsDatdebut: d.start,
          crsDureeMin: d.durationMin,
          crsCapaciteMax: d.capacity,
          piscine: { id: d.psnId, libelle: d.psnName },
          activite: { id: d.acyId, libelle: d.acyName },
          acyAge: d.acyAge,
          professeur: { id: d.usrId, libelle: d.mnsName },
          booked: 0,
          placesLeft: d.capacity,
          waiting: 0,
          cancelled: false,
          cancelReason: '',
          cancelledAt: null,
          familiesTold: 0,
          inscriptions: [],
          cutoffHours: d.cutoffHours,
          translations: d.englishLabel ? { en: { libelle: d.englishLabel } } : {},
        };
        await trx
          .insertInto('courses')
          .values({ id: d.crsId, psn_id: d.psnId, acy_id: d.acyId, acy_id_cplt: d.acyIdCplt, usr_id: d.usrId, start: new Date(d.start), cancelled: false, view: JSON.stringify(view) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        batchOf(trx).views.delete(d.crsId);
        courseChanged(d.crsId);
        break;
      }
      case 'CourseChanged': {
        const view = await course(trx, event.data.crsId);
        if (!view) break;
        const { usrId, mnsName, start, durationMin, capacity, acyIdCplt, lvlId, levelName, levelEnglishName } = event.data;
        const next = {
          ...view,
          ...(usrId !== undefined && { usrId, professeur: { id: usrId, libelle: mnsName ?? '' } }),
          ...(start !== undefined && { crsDatdebut: start }),
          ...(durationMin !== undefined && { crsDureeMin: durationMin }),
          ...(capacity !== undefined && { crsCapaciteMax: capacity }),
          ...(acyIdCplt !== undefined && { acyIdCplt }),
          ...(lvlId !== undefined && { lvlId, levelName: lvlId === null ? '' : (levelName ?? ''), levelEnglishName: lvlId === null ? '' : (levelEnglishName ?? '') }),
        };
        saveCourse(trx, next);
        courseChanged(view.id);
        if (start !== undefined || durationMin !== undefined) {
          // Each inscription shows the course's time and its cut-off.
          const rows = await trx.selectFrom('inscriptions').select(['id', 'view', 'fam_id']).where('crs_id', '=', view.id).execute();
          for (const row of rows) {
            const ins = JSON.parse(row.view) as InscriptionView;
            await saveInscription(trx, { ...ins, crsDatdebut: next.crsDatdebut, crsDureeMin: next.crsDureeMin, cutoffAt: cutoffOf(next.crsDatdebut, view.cutoffHours) });
            familyChanged(row.fam_id);
          }
        }
        break;
      }
      case 'CourseCancelled': {
        const view = await course(trx, event.data.crsId);
        if (!view) break;
        saveCourse(trx, { ...view, cancelled: true, cancelReason: event.data.reason, cancelledAt: event.data.at });
        courseChanged(view.id);
        break;
      }
      case 'SeatTaken':
      case 'WaitlistJoined': {
        const d: SeatTaken['data'] = event.data;
        const view = await course(trx, d.crsId);
        if (!view) break;
        const seq = await nextSeq(trx, d.crsId);
        const ins: InscriptionView = {
          id: d.insId,
          libelle: d.memberName,
          selected: false,
          detailLoaded: true,
          crsId: d.crsId,
          famId: d.famId,
          famName: d.famName,
          usrId: d.usrId,
          memberName: d.memberName,
          cardId: d.cardId,
          insStatus: event.type === 'SeatTaken' ? ENROLMENT_STATUS.inscrit : ENROLMENT_STATUS.listeAttente,
          position: null,
          joinedAt: d.at,
          cancelledAt: null,
          late: false,
          refunded: false,
          cutoffAt: cutoffOf(view.crsDatdebut, view.cutoffHours),
          crsDatdebut: view.crsDatdebut,
          crsDureeMin: view.crsDureeMin,
          piscine: view.piscine,
          activite: view.activite,
          enrId: d.enrolment?.enrId ?? null,
          makeup: event.type === 'SeatTaken' && event.data.makeup === true,
          offeredUntil: null,
          releaseReason: null,
          credited: false,
          remindedAt: null,
          // Kept (not served): the term enrolment's lesson this seat is, as reserved.
          ...(d.enrolment && { enrolmentDate: d.enrolment.date }),
        };
        const inserted = await trx
          .insertInto('inscriptions')
          .values({ id: d.insId, crs_id: d.crsId, fam_id: d.famId, status: ins.insStatus, seq, start: new Date(view.crsDatdebut), view: JSON.stringify(ins), enr_id: d.enrolment?.enrId ?? null })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) batchOf(trx).seqs.set(d.crsId, seq);
        const figures = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? saveCourse(trx, view, event.type === 'SeatTaken' ? { booked: 1 } : { waiting: 1 }) : figuresOf(view);
        courseChanged(d.crsId, figures);
        familyChanged(d.famId);
        break;
      }
      case 'PlaceOffered': {
        const ins = await inscription(trx, event.data.insId);
        if (!ins || ins.insStatus !== ENROLMENT_STATUS.listeAttente || ins.offeredUntil) break;
        await saveInscription(trx, { ...ins, offeredUntil: event.data.until });
        const view = await course(trx, ins.crsId);
        courseChanged(ins.crsId, view ? saveCourse(trx, view, { offered: 1 }) : undefined);
        familyChanged(ins.famId);
        break;
      }
      case 'LessonReminded': {
        // Nothing a list shows changes: the inscription keeps when it was reminded.
        const ins = await inscription(trx, event.data.insId);
        if (!ins) break;
        await saveInscription(trx, { ...ins, remindedAt: event.data.at });
        familyChanged(ins.famId);
        break;
      }
      case 'WaitlistPromoted':
      case 'SeatReleased':
      case 'PresenceMarked': {
        const ins = await inscription(trx, event.data.insId);
        if (!ins) break;
        // A place taken and released at once because no card could pay it (a booking that lost the
        // card's last entry to another) or its request was refused after all: never a booking, so
        // not shown as a cancelled one.
        if (event.type === 'SeatReleased' && neverBooked(event.data, (ins as Promoted).promoted === true)) {
          await trx.deleteFrom('inscriptions').where('id', '=', ins.id).execute();
          batchOf(trx).seqs.delete(ins.crsId);
          const view = await course(trx, ins.crsId);
          courseChanged(ins.crsId, view ? (isSeated(ins.insStatus) ? saveCourse(trx, view, { booked: -1, waiting: 0 }) : figuresOf(view)) : undefined);
          familyChanged(ins.famId);
          break;
        }
        // A promotion or a release ends the offer the member held, if any.
        const next: InscriptionView =
          event.type === 'WaitlistPromoted'
            ? ({ ...ins, insStatus: ENROLMENT_STATUS.inscrit, cardId: event.data.cardId, offeredUntil: null, promoted: true } as InscriptionView & Promoted)
            : event.type === 'SeatReleased'
              ? {
                  ...ins,
                  insStatus: ENROLMENT_STATUS.annule,
                  cancelledAt: event.data.at,
                  late: event.data.late,
                  refunded: event.data.refund,
                  offeredUntil: null,
                  releaseReason: event.data.reason,
                  credited: event.data.credit === true,
                  makeup: ins.makeup || event.data.makeup === true,
                }
              : { ...ins, insStatus: event.data.present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent };
        await saveInscription(trx, next);
        const seated = (status: number) => (isSeated(status) ? 1 : 0);
        const waiting = (status: number) => (status === ENROLMENT_STATUS.listeAttente ? 1 : 0);
        const offered = (view: InscriptionView) => (view.offeredUntil ? 1 : 0);
        const view = await course(trx, ins.crsId);
        const delta = { booked: seated(next.insStatus) - seated(ins.insStatus), waiting: waiting(next.insStatus) - waiting(ins.insStatus), offered: offered(next) - offered(ins) };
        const told = event.type === 'SeatReleased' && event.data.reason === 'courseCancelled' && event.data.notify.email.includes('@') ? await tellFamily(trx, ins.crsId, ins.famId) : 0;
        const saved = view && (delta.booked !== 0 || delta.waiting !== 0 || delta.offered !== 0 || told > 0) ? saveCourse(trx, { ...view, familiesTold: view.familiesTold + told }, delta) : undefined;
        courseChanged(ins.crsId, saved ?? (view ? figuresOf(view) : undefined));
        familyChanged(ins.famId);
        break;
      }
      case 'SlotsClaimed': {
        const { psnId, slots } = event.data;
        if (slots.length === 0) break;
        await trx
          .insertInto('course_slots')
          .values(slots.map((slot) => ({ psn_id: psnId, slot_key: slot.key, start: new Date(slotStart(slot.key)), crs_id: slot.crsId })))
          .onConflict((oc) => oc.columns(['psn_id', 'slot_key']).doNothing())
          .execute();
        break;
      }
      case 'CalendarFeedIssued':
      case 'CalendarFeedRevoked': {
        const d = event.data;
        const version = event.type === 'CalendarFeedIssued' ? event.data.version : 0;
        await trx
          .insertInto('calendar_feeds')
          .values({ fam_id: d.famId, version, active: event.type === 'CalendarFeedIssued' })
          .onConflict((oc) => oc.column('fam_id').doUpdateSet(event.type === 'CalendarFeedIssued' ? { version, active: true } : { active: false }))
          .execute();
        familyChanged(d.famId);
        break;
      }
    }
    return changed;
  },
  async finishBatch(trx) {
    await writeCourses(trx);
    return [];
  },
  async reset(trx) {
    await trx.deleteFrom('inscriptions').execute();
    await trx.deleteFrom('courses').execute();
    await trx.deleteFrom('calendar_feeds').execute();
    await trx.deleteFrom('course_slots').execute();
    await trx.deleteFrom('course_cancel_notices').execute();
  },
};

import type { DocumentAdded, DocumentEvent } from '../documents/events.ts';
import type { ActivityInput } from './contract.ts';

/**
 * The first shape an activity was recorded in (before the catalogue could be edited). Kept for the
 * events already stored; {@link upcastActivityEvent} reads it as an `ActivityAdded`.
 */
export type ActivityCreated = {
  type: 'ActivityCreated';
  data: {
    activityId: number;
    libelle: string;
    slug: string;
    /** A children's activity (true) or an adults' one. */
    acyEnfant: boolean;
    acyOrdre: number;
    /** 0 means from 6 months, otherwise from N years. */
    acyAge: number;
    acyInfos: string;
    createdAt: string;
  };
};

/** The order the public site and the back-office list activities in, set by PUT /Activity/ordre. */
export type ActivitiesReordered = { type: 'ActivitiesReordered'; data: { ids: number[]; at: string } };

export type ActivityDocumentEvent = DocumentEvent<'Activity'>;
export type ActivityEvent = ActivityCreated | ActivityDocumentEvent | ActivitiesReordered;

export const ACTIVITY_EVENT_TYPES = ['ActivityCreated', 'ActivityAdded', 'ActivityChanged', 'ActivityRemoved', 'ActivitiesReordered'] as const satisfies readonly ActivityEvent['type'][];
export const activityStream = (activityId: number) => `activity-${activityId}`;
/** One stream holds the order of all activities, so that a new order is one atomic append. */
export const ACTIVITY_ORDER_STREAM = 'activity-order';

/** Empty page content, for activities recorded before they had any. */
export const emptyContent = (slug: string, title: string) => ({ slug, pctTitle: title, pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '' });

/**
 * Reads a legacy `ActivityCreated` as the `ActivityAdded` it would be today (with no image, empty
 * page content but its slug, and the default config); other events pass through.
 *
 * @example
 * upcastActivityEvent({ type: 'ActivityCreated', data: { activityId: 1, slug: 'aquagym', ... } }).type; // 'ActivityAdded'
 */
export function upcastActivityEvent(event: ActivityCreated): DocumentAdded<'Activity'>;
export function upcastActivityEvent(event: ActivityCreated | ActivityDocumentEvent): ActivityDocumentEvent;
export function upcastActivityEvent(event: ActivityEvent): ActivityDocumentEvent | ActivitiesReordered;
export function upcastActivityEvent(event: ActivityEvent): ActivityDocumentEvent | ActivitiesReordered {
  if (event.type !== 'ActivityCreated') return event;
  const { activityId, libelle, slug, acyEnfant, acyAge, acyInfos, createdAt } = event.data;
  const fields: ActivityInput = {
    libelle,
    acyEnfant,
    acyAge,
    acyInfos,
    imageIds: [],
    content: emptyContent(slug, libelle),
    configActivity: { couleur: '#1c6ea4', dureeMin: 45, equipement: '' },
  };
  return { type: 'ActivityAdded', data: { id: activityId, fields, at: createdAt } };
}

import { describe, expect, it } from 'vitest';
import { erasureSubjects } from './decider.ts';
import { erasedIds, erasureOnRecord } from './redo.ts';

const at = '2026-12-03T10:00:00.000Z';

describe('an erasure put back on record from the ledger', () => {
  it('reads the ids back from the subjects', () => {
    expect(erasedIds(erasureSubjects(12, [3, 4], [5], [7, 8]))).toEqual({ famIds: [12], userIds: [3, 4], contactIds: [5], subscriberIds: [7, 8] });
    expect(erasedIds(['family-x', 'user-', 'other-3'])).toEqual({ famIds: [], userIds: [], contactIds: [], subscriberIds: [] });
  });

  it('is a family’s FamilyErased, by nobody, found on the stream whatever erasure id recorded it', () => {
    const subjects = erasureSubjects(12, [3], [5], [7]);
    const onRecord = erasureOnRecord({ erasureId: 'e1', erasedAt: at, subjects, reason: 'family' })!;
    expect(onRecord.stream).toBe('family-12');
    expect(onRecord.events).toEqual([{ type: 'FamilyErased', data: { famId: 12, erasureId: 'e1', subjects, userIds: [3], contactIds: [5], subscriberIds: [7], at, by: null } }]);
    const created = { type: 'FamilyCreated', data: { famId: 12 } };
    const erasedOnce = { type: 'FamilyErased', data: { famId: 12, erasureId: 'e0' } };
    expect(onRecord.recordedIn([created])).toBeUndefined();
    expect(onRecord.recordedIn([created, erasedOnce])).toBe(erasedOnce);
  });

  it('is a contact request’s deletion and erasure when the desk deleted it, its erasure alone when its time was up', () => {
    const deleted = erasureOnRecord({ erasureId: 'deleted:contact-5', erasedAt: at, subjects: ['contact-5'], reason: 'deleted' })!;
    expect(deleted.stream).toBe('contact-5');
    expect(deleted.events).toEqual([
      { type: 'ContactDeleted', data: { contactId: 5, at } },
      { type: 'ContactErased', data: { contactId: 5, erasureId: 'deleted:contact-5', subjects: ['contact-5'], reason: 'deleted', at, by: null } },
    ]);
    const swept = erasureOnRecord({ erasureId: 'retention:2031-01-05:contact-5', erasedAt: at, subjects: ['contact-5'], reason: 'retention' })!;
    expect(swept.events.map((event) => event.type)).toEqual(['ContactErased']);
    expect(swept.recordedIn([{ type: 'ContactErased', data: { contactId: 6 } }])).toBeUndefined();
  });

  it('is a sign-up’s on the stream the ledger names, and nothing without it', () => {
    const onRecord = erasureOnRecord({ erasureId: 'r', erasedAt: at, subjects: ['newsletter-7'], reason: 'retention', stream: 'newsletter-abc' })!;
    expect(onRecord.stream).toBe('newsletter-abc');
    expect(onRecord.events).toEqual([{ type: 'NewsletterErased', data: { subscriberId: 7, erasureId: 'r', subjects: ['newsletter-7'], reason: 'retention', at, by: null } }]);
    // Another subscriber of the same address (signed up again after a deletion) does not record it.
    expect(onRecord.recordedIn([{ type: 'NewsletterErased', data: { subscriberId: 6 } }])).toBeUndefined();
    expect(erasureOnRecord({ erasureId: 'r', erasedAt: at, subjects: ['newsletter-7'], reason: 'retention' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { newLessonTemplate } from '../../../api/catalogue.ts';
import { newLesson } from './newLesson.ts';

describe('a new weekly lesson', () => {
  it("takes the spec's activity 5 and instructor 2 when this install has them", () => {
    expect(newLesson([3, 5, 8], [4, 2])).toEqual({ kind: 'ready', template: { ...newLessonTemplate(), acyId: 5, usrId: 2 } });
  });

  it('takes the first activity and the first MNS offered otherwise, each on its own', () => {
    expect(newLesson([8, 3], [4, 6])).toMatchObject({ kind: 'ready', template: { acyId: 8, usrId: 4 } });
    expect(newLesson([8, 5], [4, 6])).toMatchObject({ kind: 'ready', template: { acyId: 5, usrId: 4 } });
    expect(newLesson([8, 3], [6, 2])).toMatchObject({ kind: 'ready', template: { acyId: 8, usrId: 2 } });
  });

  it("keeps the spec's other defaults: Wednesday 14:00, 45 minutes, 8 places", () => {
    const lesson = newLesson([1], [1]);
    expect(lesson.kind === 'ready' && lesson.template).toMatchObject({ thrJour: 3, thrHeure: 14, thrMinute: 0, tcsDureeMin: 45, tcsCapaciteMax: 8 });
  });

  it('cannot be added without any MNS, nor without any activity', () => {
    expect(newLesson([5], [])).toEqual({ kind: 'missing', needs: ['instructor'] });
    expect(newLesson([], [2])).toEqual({ kind: 'missing', needs: ['activity'] });
    expect(newLesson([], [])).toEqual({ kind: 'missing', needs: ['instructor', 'activity'] });
  });
});

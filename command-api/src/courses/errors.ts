import { AppError, REFUSAL_STATUS, RuleRefused, StateConflict } from '@plouf/infra';
import { deName } from '../shared/french.ts';
import { PRESENCE } from '../constants.ts';
import type { CourseRecord } from './events.ts';

/** A refusal with a fixed text: by the state of things (409), by the rules (422), or not found (404). */
const refusal = (code: string, fr: string, en: string, kind: 'conflict' | 'rule' | 'FileNotFound' = 'conflict') =>
  class extends AppError {
    constructor() {
      super(code, kind === 'FileNotFound' ? kind : 'InvalidModelState', { fr, en }, undefined, kind === 'FileNotFound' ? undefined : REFUSAL_STATUS[kind]);
    }
  };
export const CourseNotFound = refusal('CourseNotFound', 'Ce cours est introuvable', 'This lesson was not found', 'FileNotFound');
export const CourseCancelled = refusal('CourseCancelled', 'Ce cours est annulé', 'This lesson is cancelled');
export const CourseStarted = refusal('CourseStarted', 'Ce cours a déjà commencé', 'This lesson has already started');
export const CourseFull = refusal('CourseFull', 'Ce cours est complet', 'This lesson is full');
export const AlreadyBooked = refusal('AlreadyBooked', 'Ce membre est déjà inscrit à ce cours (ou sur sa liste d’attente)', 'This member is already booked on this lesson (or on its waiting list)');
export const InscriptionNotFound = refusal('InscriptionNotFound', 'Cette inscription est introuvable', 'This booking was not found', 'FileNotFound');
export const PresenceNotYet = refusal(
  'PresenceNotYet',
  `La présence se note à partir de ${PRESENCE.opensMinutesBefore} minutes avant le début du cours`,
  `Attendance can be marked from ${PRESENCE.opensMinutesBefore} minutes before the lesson starts`,
);
export const PresenceClosed = refusal(
  'PresenceClosed',
  `La présence ne se note plus : le cours date de plus de ${PRESENCE.closesDaysAfter} jours`,
  `Attendance can no longer be marked: the lesson is more than ${PRESENCE.closesDaysAfter} days old`,
);
/** A mark made on what the marker saw (`seen`), when someone else marked the member otherwise meanwhile. */
export class PresenceChangedMeanwhile extends StateConflict {
  constructor(nowPresent: boolean) {
    super(
      'PresenceChangedMeanwhile',
      nowPresent
        ? { fr: 'Quelqu’un a noté ce membre présent entre-temps : rien n’a été changé, vérifiez puis notez de nouveau', en: 'Someone marked this member present meanwhile: nothing was changed; check, then mark again' }
        : { fr: 'Quelqu’un a noté ce membre absent entre-temps : rien n’a été changé, vérifiez puis notez de nouveau', en: 'Someone marked this member absent meanwhile: nothing was changed; check, then mark again' },
    );
  }
}
export const CapacityBelowBooked = refusal('CapacityBelowBooked', 'La capacité ne peut pas être inférieure au nombre d’inscrits', 'The capacity cannot be below the number booked');

export class NotYourCourse extends AppError {
  constructor() {
    super('NotYourCourse', 'AccessForbidden', { fr: 'Ce cours n’est pas le vôtre', en: 'This lesson is not yours' });
  }
}

/** `POST /Cours` for a slot (activity, instructor, start) that already has its course: nothing is created. */
export class SlotTaken extends StateConflict {
  constructor(course: CourseRecord, cancelled: boolean) {
    const when = (language: 'fr' | 'en') =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(course.start));
    const what = `${course.acyName}, ${course.psnName}, ${course.mnsName}`;
    super('SlotTaken', {
      fr: `Aucun cours créé : ce créneau a déjà le cours n° ${course.crsId}${cancelled ? ' (annulé)' : ''} (${what}, ${when('fr')})`,
      en: `No lesson created: this slot already has lesson no. ${course.crsId}${cancelled ? ' (cancelled)' : ''} (${what}, ${when('en')})`,
    });
  }
}

/** Moved beside the family's rules (a member's commitments, ADR 0022); named here too for the booking's callers. */
export { MemberNotInFamily } from '../families/errors.ts';

export class TooYoung extends RuleRefused {
  constructor(name: string, age: number) {
    const fr = age === 0 ? 'à partir de 6 mois' : `à partir de ${age} ans`;
    const en = age === 0 ? 'from 6 months' : `from ${age} years old`;
    super('TooYoung', { fr: `${name} n’a pas l’âge de ce cours (${fr})`, en: `${name} is too young for this lesson (${en})` });
  }
}

export class BirthDateNeeded extends RuleRefused {
  constructor(name: string) {
    super('BirthDateNeeded', { fr: `Indiquez la date de naissance ${deName(name)} pour l’inscrire à un cours enfant`, en: `Give ${name}'s birth date to book a children's lesson` });
  }
}

/** A family cancelling one lesson of a term enrolment: it stops the enrolment from a week instead. */
export class TermLessonCancel extends RuleRefused {
  constructor() {
    super('TermLessonCancel', {
      fr: 'Cette séance fait partie d’une inscription au trimestre : arrêtez l’inscription à partir d’une semaine dans Mes réservations',
      en: 'This lesson belongs to a term enrolment: stop the enrolment from a week in My bookings',
    });
  }
}

export const WaitlistFull = refusal('WaitlistFull', 'Ce cours est complet et sa liste d’attente aussi', 'This lesson is full, and so is its waiting list');
export const MakeupFull = refusal('MakeupFull', 'Ce cours n’a plus de place pour un rattrapage', 'This lesson has no place left for a make-up');
export const OfferNotFound = refusal('OfferNotFound', 'Aucune place ne vous est proposée sur ce cours', 'No place is offered to you on this lesson', 'FileNotFound');
export const OfferExpired = refusal('OfferExpired', 'Cette proposition de place a expiré : la place est passée au suivant', 'This place offer has expired: the place went to the next in line');
export const AbsenceNotSeated = refusal('AbsenceNotSeated', 'Seule une place réservée peut être déclarée absente', 'Only a booked place can be declared absent');

/** A course for a level the child has not reached. */
export class LevelNotReached extends RuleRefused {
  constructor(memberName: string, levelName: string, levelEnglishName = '') {
    super('LevelNotReached', {
      fr: `Ce cours est pour le niveau ${levelName} : ${memberName} ne l’a pas encore atteint`,
      en: `This lesson is for level ${levelEnglishName.trim() || levelName}: ${memberName} has not reached it yet`,
    });
  }
}

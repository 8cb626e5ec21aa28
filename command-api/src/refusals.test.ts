import { describe, expect, it } from 'vitest';
import type { AppError } from '@plouf/infra';
import { CardPaysFewerWeeks, CardRefused } from './cards/errors.ts';
import { SlugTaken } from './catalogue/slugs.ts';
import { PassNotForSale } from './catalogue/passes/errors.ts';
import { NoFile, NotAnImage } from './catalogue/media/errors.ts';
import { AlreadyBooked, BirthDateNeeded, CourseFull, CourseNotFound, PresenceChangedMeanwhile, PresenceClosed, TooYoung } from './courses/errors.ts';
import { PeriodInvalid } from './dashboard/errors.ts';
import { EmailAlreadyUsed, EmailRequired, WrongPassword } from './identity/errors.ts';
import { MailSkinNotFound } from './mail/errors.ts';
import { BadNewsletterKey } from './newsletter/errors.ts';
import { AlreadyPaid, ConcurrentCheckout, NotPayable, OrderExpired, OrderValidationFailed, OrderWaiting } from './orders/errors.ts';
import { LevelAlreadyPassed, RatingInvalid, ScaleInvalid } from './progress/errors.ts';
import { ClosureInvalid } from './school/errors.ts';
import { EnrolmentNotOpen, SlotFull, TermInvalid } from './terms/errors.ts';

const statusOf = (error: AppError) => [error.code, error.resultCode, error.status];

/** The HTTP status of refusals (docs/api.md): 409 by the state of things, 422 by the rules, 400 malformed. */
describe('a refusal’s HTTP status', () => {
  it('is 409 when the state of things stands in the way, the envelope still InvalidModelState', () => {
    for (const error of [new CourseFull(), new AlreadyBooked(), new PresenceClosed(), new PresenceChangedMeanwhile(true), new AlreadyPaid(7), new NotPayable(), new OrderExpired(7, '2026-11-01'), new OrderWaiting(7), new SlotFull(), new EnrolmentNotOpen('2026-12-01T08:00:00.000Z'), new SlugTaken('tarifs'), new EmailAlreadyUsed(), new LevelAlreadyPassed('Têtard', 'Max', '01/11/2026'), new CardPaysFewerWeeks(3, 10)]) {
      expect(statusOf(error)).toEqual([error.code, 'InvalidModelState', 409]);
    }
  });

  it('is 422 when the values break a rule whatever the state', () => {
    for (const error of [new ClosureInvalid('past'), new ScaleInvalid(), new RatingInvalid('scale'), new TooYoung('Léa', 6), new BirthDateNeeded('Léa'), new PeriodInvalid('order'), new WrongPassword(), new NotAnImage(), new MailSkinNotFound(77, 'mskId')]) {
      expect(statusOf(error)).toEqual([error.code, 'InvalidModelState', 422]);
    }
  });

  it('says it per reason where one refusal covers both', () => {
    expect([new CardRefused('noEntry', 1).status, new CardRefused('weekUsed', 1).status, new CardRefused('revoked', 1).status, new CardRefused('creditUsed', 1).status]).toEqual([409, 409, 409, 409]);
    expect([new CardRefused('activity', 1).status, new CardRefused('pool', 1).status, new CardRefused('otherMember', 1).status]).toEqual([422, 422, 422]);
    expect([new PassNotForSale('plus en vente', 'no longer on sale', 'conflict').status, new PassNotForSale('trop', 'too many', 'rule').status]).toEqual([409, 422]);
    expect([new OrderValidationFailed('x', 'x', 'conflict').status, new OrderValidationFailed('pas gratuite', 'not free').status]).toEqual([409, 422]);
    expect([new TermInvalid('overlap').status, new TermInvalid('days').status]).toEqual([409, 422]);
    expect([new MailSkinNotFound(77).status, new MailSkinNotFound(77, 'mskId').status]).toEqual([404, 422]);
  });

  it('stays 400 for a request malformed in a way the schema cannot say', () => {
    for (const error of [new EmailRequired(), new NoFile(), new BadNewsletterKey()]) expect(statusOf(error)).toEqual([error.code, 'InvalidModelState', 400]);
  });

  it('is 409 with "try again" for another checkout under way, and leaves the other codes as they were', () => {
    expect([new ConcurrentCheckout().status, new ConcurrentCheckout().retryAfterSeconds]).toEqual([409, 1]);
    expect(statusOf(new CourseNotFound())).toEqual(['CourseNotFound', 'FileNotFound', 404]);
  });
});

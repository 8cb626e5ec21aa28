import { certificateFileName, certificatePdf, type CertificateFacts } from '@plouf/command-api/certificate';
import { DEFAULT_IDENTITY, type LevelPassed } from '@plouf/command-api/events';
import { nameIn } from '@plouf/command-api/levels';
import { autologOf, familyLink, formatLongDay, languageOf } from './format.ts';
import type { Mapper } from './kinds.ts';

/*
 * Progress's mail (issue 26, docs/adr/0023-levels-and-progress.md): a child passed a level, and the
 * family is told in its language, with the certificate attached. The certificate is the one the
 * family downloads from its report card (the same function, `@plouf/command-api/certificate`): the
 * school's name as its identity holds it now, the activity as the catalogue names it in the
 * reader's language (ADR 0017), the rest as the event recorded it. The link to the report card
 * logs the family in once (ADR 0014).
 */

export const progressMails: { LevelPassed: Mapper<LevelPassed> } = {
  LevelPassed: (data, context, eventId) => {
    const language = languageOf(data.notify.language);
    const autolog = autologOf(eventId, data.famId);
    const facts: CertificateFacts = {
      school: context.names?.schoolName() ?? DEFAULT_IDENTITY.name,
      memberName: data.memberName,
      level: { name: data.levelName, englishName: data.levelEnglishName },
      activity: context.names?.name('Activity', data.acyId, language) ?? data.acyName,
      at: data.at,
      evaluator: data.evaluator.name,
    };
    const certificateName = certificateFileName(facts, language);
    return {
      kind: 'NiveauValide',
      autolog,
      variables: {
        member: data.memberName,
        level: nameIn(facts.level, language),
        activity: facts.activity,
        nextLevel: data.next ? nameIn(data.next, language) : '',
        evaluator: facts.evaluator,
        date: formatLongDay(data.at, language, context.timeZone),
        reportLink: familyLink(context, '/profil', autolog),
        certificateName,
      },
      attachments: [{ filename: certificateName, contentType: 'application/pdf', content: () => certificatePdf(facts, language, context.timeZone) }],
    };
  },
};

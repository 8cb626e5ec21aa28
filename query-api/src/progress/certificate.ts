import type { CertificateFacts } from '@plouf/command-api/certificate';
import type { Language } from '@plouf/infra';
import type { Database, ReportFacts } from '@plouf/projections';
import type { Kysely } from 'kysely';
import { booksQueries } from '../books/queries.ts';
import { catalogueNames } from '../catalogue/names.ts';

/** What a certificate prints, with the family whose child it is (who may download it). */
export interface LevelCertificate {
  famId: number;
  facts: CertificateFacts;
}

/**
 * What a child's certificate for a level they passed prints (issue 26), from their report card: the
 * level, the day and the instructor as recorded when it was passed, the child's name as the card
 * holds it (erased with the family), the activity as the catalogue names it in `language` today,
 * and the school's name from its identity (the invoices'). The PDF is drawn by `certificatePdf`
 * (`@plouf/command-api/certificate`), which makes the mail's attachment too. Null when the child
 * has not passed that level.
 *
 * @example
 * await levelCertificate(db, 12, 31, 'en');
 * // { famId: 4, facts: { school: 'École de natation Plouf', memberName: 'Léa Niveau', level: { name: 'Têtard', englishName: 'Tadpole' }, activity: 'Learning to swim', at: '2026-11-28T10:00:00.000Z', evaluator: 'Marc Dupont' } }
 */
export async function levelCertificate(db: Kysely<Database>, usrId: number, lvlId: number, language: Language): Promise<LevelCertificate | null> {
  const rows = await db.selectFrom('report_cards').select(['acy_id', 'fam_id', 'facts']).where('usr_id', '=', usrId).execute();
  for (const row of rows) {
    const facts = JSON.parse(row.facts) as ReportFacts;
    const passed = facts.passed.find((level) => level.lvlId === lvlId);
    if (!passed) continue;
    const [identity, names] = await Promise.all([booksQueries(db).identity(), catalogueNames(db)]);
    const activity = names.of('activities', row.acy_id);
    const certificate: CertificateFacts = {
      school: identity.name,
      memberName: facts.memberName,
      level: { name: passed.name, englishName: passed.englishName },
      activity: (language === 'en' && activity?.translations.en?.libelle?.trim()) || activity?.libelle || facts.acyName,
      at: passed.at,
      evaluator: passed.evaluator,
    };
    return { famId: row.fam_id, facts: certificate };
  }
  return null;
}

import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { certificateDay, certificateFileName, certificatePdf, type CertificateFacts } from './certificate.ts';

const facts: CertificateFacts = {
  school: 'École de natation Plouf',
  memberName: 'Léa Niveau',
  level: { name: 'Têtard', englishName: 'Tadpole' },
  activity: 'Apprentissage de la natation',
  // 23:30 in UTC is the next day in Paris.
  at: '2026-11-27T23:30:00.000Z',
  evaluator: 'Marc Dupont',
};

async function textOf(pdf: Buffer) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

describe('a level’s certificate', () => {
  it('prints the school, the child, the level, the activity, the day on Paris’s clock and the instructor, in French', async () => {
    const pdf = await certificatePdf(facts, 'fr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const part of ['ÉCOLE DE NATATION PLOUF', 'Certificat de réussite', 'Léa Niveau', 'qui a validé le niveau', 'Têtard', 'en Apprentissage de la natation', '28 novembre 2026', 'Évalué par', 'Marc Dupont']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Tadpole');
  });

  it('prints the level’s English name in English, its French one when it has none', async () => {
    const english = (await textOf(await certificatePdf({ ...facts, activity: 'Learning to swim' }, 'en'))).text;
    for (const part of ['Certificate of achievement', 'This certificate is awarded to', 'Tadpole', 'in Learning to swim', '28 November 2026', 'Assessed by']) expect(english).toContain(part);
    expect(english).not.toContain('Têtard');
    expect((await textOf(await certificatePdf({ ...facts, level: { name: 'Têtard', englishName: ' ' } }, 'en'))).text).toContain('Têtard');
  });

  it('keeps a long name on its one page', async () => {
    const { totalPages } = await textOf(await certificatePdf({ ...facts, memberName: 'Marie-Amélie-Geneviève de la Fontaine-Beauregard Saint-Exupéry', activity: 'Perfectionnement des quatre nages et natation synchronisée' }, 'fr'));
    expect(totalPages).toBe(1);
  });

  it('names its file in the reader’s language, without accents', () => {
    expect(certificateFileName(facts, 'fr')).toBe('certificat-tetard-lea-niveau.pdf');
    expect(certificateFileName(facts, 'en')).toBe('certificate-tadpole-lea-niveau.pdf');
    expect(certificateDay(facts.at, 'en')).toBe('28 November 2026');
  });
});

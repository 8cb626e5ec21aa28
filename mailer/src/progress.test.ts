import { DEMO_SEED_CORRELATION, type EventStore, type RecordedEvent } from '@plouf/infra';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { checkTemplate, MAIL_VARIABLES, sampleVariables } from '@plouf/command-api/mail';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { documentStream, SCHOOL_IDENTITY_STREAM } from '@plouf/command-api/events';
import { mailForEvent, type MailContext } from './kinds.ts';
import { mailNames } from './names.ts';
import { loadDefaultDocuments, renderMail } from './render.ts';
import { renderBatch } from './subscriber.ts';
import { recipientSubject } from './erasure.ts';

/*
 * Progress's mail (issue 26): a level passed becomes `NiveauValide` in the family's language, with
 * the level and the next one in that language, the activity as the catalogue names it, the link to
 * the report card that logs the family in once, and the certificate attached as a PDF.
 */

const keys = { keyFor: (purpose: string, requestId: string) => `key-${purpose}-${requestId}` };
const context: MailContext = { publicUrl: 'https://plouf.example', keys, timeZone: 'Europe/Paris' };
let position = 0n;
const recorded = (type: string, data: unknown, streamId: string): RecordedEvent => ({ id: `p${++position}`, streamId, revision: 0, position, type, data, metadata: {} });

const passed = (language: 'fr' | 'en', extra: Record<string, unknown> = {}) =>
  recorded(
    'LevelPassed',
    {
      usrId: 12,
      famId: 1,
      memberName: 'Léo Martin',
      acyId: 5,
      acyName: 'Apprentissage de la natation',
      lvlId: 31,
      levelName: 'Têtard',
      levelEnglishName: 'Tadpole',
      crsId: 9,
      evaluator: { mnsId: 3, name: 'Marc Dupont' },
      evaluationId: 70,
      next: { lvlId: 32, name: 'Grenouille', englishName: 'Frog' },
      notify: { email: 'claire@x.fr', name: 'Claire Martin', language },
      // 23:30 in UTC is the next day in Paris.
      at: '2026-11-27T23:30:00.000Z',
      by: 40,
      ...extra,
    },
    'progress-12',
  );

const render = (event: RecordedEvent, mailContext = context) => {
  const request = mailForEvent(event, mailContext);
  if (!request) throw new Error('no mail');
  return { request, ...renderMail(request, mailContext.publicUrl) };
};

const pdfText = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('a level passed (NiveauValide)', () => {
  it('tells the family in French, with the level, the next one, the instructor, the day on Paris’s clock and the link to the report card', () => {
    const mail = render(passed('fr'));
    expect(mail.request).toMatchObject({
      kind: 'NiveauValide',
      language: 'fr',
      recipient: { address: 'claire@x.fr', name: 'Claire Martin' },
      autolog: { requestId: 'mail:p1', famId: 1 },
      variables: { member: 'Léo Martin', level: 'Têtard', nextLevel: 'Grenouille', activity: 'Apprentissage de la natation', evaluator: 'Marc Dupont', date: '28 novembre 2026', certificateName: 'certificat-tetard-leo-martin.pdf' },
    });
    expect(mail.subject).toBe('Bravo Léo Martin : niveau Têtard validé !');
    expect(mail.text).toContain('Léo Martin a validé le niveau Têtard en Apprentissage de la natation, le 28 novembre 2026.');
    expect(mail.text).toContain('Prochaine étape : le niveau Grenouille');
    expect(mail.text).toContain('Le carnet de progression : https://plouf.example/profil?key=key-autolog-mail%3Ap1');
    expect(mail.request.attachments).toEqual([{ filename: 'certificat-tetard-leo-martin.pdf', contentType: 'application/pdf', content: expect.any(Function) }]);
    const known = new Set(MAIL_VARIABLES.NiveauValide.map((variable) => variable.name));
    expect(new Set(Object.keys(mail.request.variables))).toEqual(known);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN|\[object/);
  });

  it('tells it in English with the levels’ English names, and says the last level was the last', () => {
    const mail = render(passed('en', { next: null }));
    expect(mail.subject).toBe('Well done Léo Martin: level Tadpole passed!');
    expect(mail.request.variables).toMatchObject({ level: 'Tadpole', nextLevel: '', date: '28 November 2026', certificateName: 'certificate-tadpole-leo-martin.pdf' });
    expect(mail.text).toContain('That was the activity’s last level');
    expect(render(passed('en', { levelEnglishName: '' })).request.variables.level).toBe('Têtard');
  });

  it('names the activity as the catalogue does in the reader’s language, and signs the certificate with the school’s name', async () => {
    const streams = [
      recorded('ActivityAdded', { id: 5, fields: { libelle: 'Apprentissage de la natation', translations: { en: { libelle: 'Learning to swim' } } }, at: '2026-01-01T00:00:00Z' }, documentStream('Activity', 5)),
      recorded('SchoolIdentitySaved', { name: 'Club nautique des Tilleuls', at: '2026-01-01T00:00:00Z', by: 1 }, SCHOOL_IDENTITY_STREAM),
    ];
    const store = { readStream: async (streamId: string) => streams.filter((event) => event.streamId === streamId) } as unknown as EventStore;
    const event = passed('en');
    const names = await mailNames(store, [event]);
    const mail = render(event, { ...context, names });
    expect(mail.request.variables.activity).toBe('Learning to swim');
    const text = await pdfText(await mail.request.attachments![0]!.content());
    for (const part of ['CLUB NAUTIQUE DES TILLEULS', 'Certificate of achievement', 'Léo Martin', 'Tadpole', 'in Learning to swim', '28 November 2026', 'Marc Dupont']) expect(text).toContain(part);
  });

  it('writes the mail with its certificate made, sealed with the family, and nothing for the demo or without an address', async () => {
    const [mail, ...others] = await renderBatch([passed('fr')], context);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: MAIL_KINDS.NiveauValide, language: 'fr', dataSubject: 'family-1', attachments: [{ filename: 'certificat-tetard-leo-martin.pdf', contentType: 'application/pdf' }] });
    expect(mail!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(mail!.attachments![0]!.content)).toContain('École de natation Plouf'.toUpperCase());
    expect(recipientSubject(passed('fr'), 0)).toBe('family-1');
    expect(await renderBatch([{ ...passed('fr'), metadata: { correlationId: DEMO_SEED_CORRELATION } }], context)).toEqual([]);
    expect(mailForEvent(passed('fr', { notify: { email: '', name: '', language: 'fr' } }), context)).toBeNull();
  });

  it('passes the back-office’s check and draws every example, in French and English', () => {
    const template = loadDefaultDocuments().templates.find((item) => item.kind === 'NiveauValide')!;
    expect(template.id).toBe(MAIL_KINDS.NiveauValide);
    expect(checkTemplate(template)).toEqual({});
    for (const language of ['fr', 'en'] as const) {
      const mail = renderMail({ kind: 'NiveauValide', language, recipient: { address: 'a@x.fr', name: 'Léa Martin' }, variables: { name: 'Léa Martin', ...sampleVariables('NiveauValide', language) } }, 'https://plouf.example');
      expect(mail.html).toContain(`<html lang="${language}">`);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}|undefined/);
    }
  });
});

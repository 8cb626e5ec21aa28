import { describe, expect, it } from 'vitest';
import { describeTransport, envelopeConfig, mailConfigDefaults, mailerConfigFromEnv } from './config.ts';
import type { OutboxMail } from './outbox.ts';
import { addressMail, retryDelay } from './sender.ts';

describe('mail config', () => {
  it('runs on a fresh clone: the spec’s sender name, test mode on, the file outbox in the data folder', () => {
    expect(mailerConfigFromEnv({}, '/srv/data')).toEqual({
      from: 'Plouf <no-reply@plouf.local>',
      testMode: true,
      // On by default, but not imposed: the back-office may turn it off.
      testModeForced: false,
      testRecipient: 'test@plouf.local',
      bcc: undefined,
      publicUrl: 'http://localhost:3000',
      timeZone: 'Europe/Paris',
      transport: { kind: 'file', directory: '/srv/data/mail-outbox' },
    });
  });

  it('reads the environment', () => {
    const config = mailerConfigFromEnv(
      {
        MAIL_FROM: 'Plouf <bonjour@plouf.fr>',
        MAIL_TEST_MODE: 'false',
        MAIL_TEST_RECIPIENT: 'qa@plouf.fr',
        MAIL_BCC: 'archive@plouf.fr',
        SMTP_URL: 'smtp://mailer:s3cret@smtp.plouf.fr:587',
        PUBLIC_URL: 'https://plouf.fr/',
      },
      '/srv/data',
    );
    expect(config).toMatchObject({ from: 'Plouf <bonjour@plouf.fr>', testMode: false, testRecipient: 'qa@plouf.fr', bcc: 'archive@plouf.fr', publicUrl: 'https://plouf.fr' });
    expect(config.transport).toEqual({ kind: 'smtp', url: 'smtp://mailer:s3cret@smtp.plouf.fr:587' });
    expect(describeTransport(config.transport)).toBe('SMTP smtp://mailer:***@smtp.plouf.fr:587');
  });

  it('keeps test mode on unless it is plainly turned off, and refuses what it cannot use', () => {
    expect(mailerConfigFromEnv({ MAIL_TEST_MODE: 'flase' }, '/d').testMode).toBe(true);
    expect(mailerConfigFromEnv({ MAIL_TEST_MODE: 'OFF' }, '/d').testMode).toBe(false);
    expect(() => mailerConfigFromEnv({ SMTP_URL: 'smtp.plouf.fr:587' }, '/d')).toThrow(/SMTP_URL/);
    expect(() => mailerConfigFromEnv({ MAIL_BCC: 'a@x.fr, b@x.fr' }, '/d')).toThrow(/MAIL_BCC/);
    expect(() => mailerConfigFromEnv({ MAIL_TIME_ZONE: 'Europe/Lutece' }, '/d')).toThrow(/MAIL_TIME_ZONE/);
  });
});

describe('envelope and retries', () => {
  const mail: OutboxMail = {
    id: '12',
    sourceEventId: '0b7e4f6e-8f7c-4c1e-9d55-3a2f0c9e1a10',
    kind: 5,
    language: 'fr',
    recipient: 'lea@x.fr',
    recipientName: 'Léa Martin',
    subject: 'Réinitialisation de votre mot de passe Plouf',
    html: '<p>…</p>',
    text: '…',
    attempts: 1,
    createdStamp: '20261121-133000',
  };
  const config = { from: 'Plouf <no-reply@plouf.fr>', testMode: false, testRecipient: 'test@plouf.local', bcc: undefined };

  it('mails the member, under a Message-ID that stays the same across attempts', () => {
    const outgoing = addressMail(mail, config);
    expect(outgoing).toMatchObject({ to: { name: 'Léa Martin', address: 'lea@x.fr' }, subject: mail.subject, bcc: undefined });
    expect(outgoing.messageId).toBe('<0b7e4f6e-8f7c-4c1e-9d55-3a2f0c9e1a10.5@plouf.fr>');
    expect(outgoing.reference).toBe('20261121-133000-ForgotPassword-0b7e4f6e-8f7c-4c1e-9d55-3a2f0c9e1a10');
  });

  it('in test mode, mails the test recipient and names the real one in the subject', () => {
    const outgoing = addressMail(mail, { ...config, testMode: true, bcc: 'archive@plouf.fr' });
    expect(outgoing.to.address).toBe('test@plouf.local');
    expect(outgoing.subject).toBe('[TEST → lea@x.fr] Réinitialisation de votre mot de passe Plouf');
    expect(outgoing.bcc).toBe('archive@plouf.fr');
  });

  it('waits 1 s, 2 s, 4 s… between attempts, 5 minutes at most', () => {
    const timing = { retryFirstMs: 1000, retryMaxMs: 300_000 };
    expect([1, 2, 3, 4, 9, 10, 500].map((attempts) => retryDelay(attempts, timing))).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });

  it('imposes test mode when the environment says it plainly, and lets saved settings change the envelope otherwise', () => {
    expect(mailerConfigFromEnv({ MAIL_TEST_MODE: 'on' }, '/d').testModeForced).toBe(true);
    const config = mailerConfigFromEnv({ MAIL_FROM: 'Plouf <no-reply@plouf.fr>', MAIL_TEST_MODE: 'off' }, '/d');
    expect(mailConfigDefaults(config)).toEqual({ senderName: 'Plouf', senderAddress: 'no-reply@plouf.fr', testMode: false, testModeForced: false, testRecipient: 'test@plouf.local', bcc: '' });
    const saved = { senderName: 'Piscine "Plouf"', testMode: false, testRecipient: 'r@plouf.fr', bcc: '' };
    expect(envelopeConfig(config, saved)).toEqual({ from: '"Piscine Plouf" <no-reply@plouf.fr>', testMode: false, testRecipient: 'r@plouf.fr', bcc: undefined });
    expect(envelopeConfig({ ...config, testModeForced: true }, saved).testMode).toBe(true);
    expect(envelopeConfig(config, undefined)).toBe(config);
  });
});

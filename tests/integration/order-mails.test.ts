import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * The order mails through the product's own mailer to a real SMTP peer: CommandeValidee with the
 * cards a paid order gave, CommandeAnnulee on a refund, in the buyer's language.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
let keyCount = 0;
const key = () => ({ 'idempotency-key': `order-mails-${Date.now()}-${keyCount++}` });


beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({
    seed: true,
    mailer: smtpMailer(peer.url),
  });
  admin = await app.login();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

async function buy(email: string, language: 'fr' | 'en') {
  await app.createAccount({ email, password: 'acheteur-2026', roles: ['Client', 'Famille'], prenom: 'Léa', nom: 'Martin' });
  const cookie = await app.login(email, 'acheteur-2026', language);
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const ten = passes.find((pass) => pass.libelle === 'Carte 10 séances enfants')!;
  const cart = await app.call('POST', '/webapi/Commande/checkout', { cookie, language, body: { items: [{ item: { id: ten.id }, qty: 2 }], address }, headers: key() });
  const { orderId, clientSecret } = cart.body.data;
  const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie, language, body: { clientSecret, cardNumber: '4242424242424242' }, headers: key() });
  expect(paid.body.data.cmdStatus).toBe(2);
  return orderId as number;
}

describe('order mails, through a real SMTP peer', () => {
  it('confirms a paid order with its cards, then tells of its refund', async () => {
    const orderId = await buy('lea.mail@plouf.test', 'fr');
    const confirmed = await mailTo(peer, 'lea.mail@plouf.test', new RegExp(`commande Plouf n° ${orderId} est validée`));
    expect(confirmed.text).toContain('Bonjour Léa Martin');
    expect(confirmed.text.match(/- Carte 10 séances enfants : 10 entrées, valable jusqu’au \d\d\/\d\d\/\d{4}/g)).toHaveLength(2);
    expect(confirmed.text).toContain('https://plouf.example/profil/commandes');

    await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Déménagement' }, headers: key() });
    const refunded = await mailTo(peer, 'lea.mail@plouf.test', new RegExp(`commande Plouf n° ${orderId} est remboursée`));
    expect(refunded.text).toContain('remboursée');
    expect(refunded.text).not.toContain('Déménagement');
  });

  it('writes in English to a family that bought in English', async () => {
    const orderId = await buy('lea.english@plouf.test', 'en');
    const confirmed = await mailTo(peer, 'lea.english@plouf.test', new RegExp(`order no. ${orderId} is confirmed`));
    expect(confirmed.text).toContain('10 entries, valid until');
  });

  it('mails nobody for the demo data: its paid orders, its newsletter subscribers', async () => {
    // The mailer goes through the events in order: the demo's, seeded first, were passed over
    // before the mails above were written.
    const recipients = peer.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.filter((address) => address === 'famille.martin@plouf.fr' || address.endsWith('@example.fr') || address.endsWith('@example.com'))).toEqual([]);
  });
});

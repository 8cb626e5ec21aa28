import type { Browser } from 'playwright-core';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from './app.ts';
import { FRONTEND_DIR, launchBrowser } from './browser.ts';

export interface MailedSite {
  app: TestApp;
  browser: Browser;
  /** Where every mail the product sends arrives. */
  peer: SmtpPeer;
  /** A link of a mail (written for https://plouf.example), on this test's server. */
  onApp(link: string): string;
  close(): Promise<void>;
}

/**
 * The demo site, its mailer writing to a real SMTP peer, and a browser: what the browser tests of
 * the mail screens, the newsletter and messages start from. `close` stops what did start.
 */
export async function startMailedSite(): Promise<MailedSite> {
  const peer = await startSmtpPeer();
  const app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR, mailer: smtpMailer(peer.url) }).catch(async (error: unknown) => {
    await peer.close();
    throw error;
  });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await app.close();
    await peer.close();
    throw error;
  });
  return {
    app,
    browser,
    peer,
    onApp(link) {
      const url = new URL(link);
      return `${app.url}${url.pathname}${url.search}`;
    },
    async close() {
      await browser.close();
      await app.close();
      await peer.close();
    },
  };
}

import { apiGet, apiSend } from './client.ts';
import type { MailConfigInput, MailConfigView } from './types.ts';

/** The sender's settings in use (the server's until the back-office saves its own). */
export function getMailConfig(): Promise<MailConfigView> {
  return apiGet<MailConfigView>('/MailConfig', { share: false });
}

export function saveMailConfig(config: MailConfigInput): Promise<MailConfigView> {
  return apiSend<MailConfigView>('PUT', '/MailConfig', config, { readBack: () => '/MailConfig' });
}

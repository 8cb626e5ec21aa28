import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { accountDecider, type AccountCommand, type AccountState } from './decider.ts';
import type { AccountEvent } from './events.ts';

const requestedAt = '2026-11-21T10:00:00.000Z';
const expiresAt = '2026-11-21T11:00:00.000Z';
const person = { userId: 3, email: 'lea@x.fr', name: 'Léa', language: 'fr' as const };
const reset = { ...person, requestId: 'r1', requestedAt, expiresAt };
const setup = { ...person, requestId: 's1', reason: 'invited' as const, requestedAt, expiresAt };
const change = { ...person, via: 'reset' as const, at: requestedAt };
const account = (...past: AccountEvent[]) => given<AccountCommand, AccountEvent, AccountState>(accountDecider, ...past);

describe('account decider', () => {
  it('records a reset request, a setup request and a password change as they were checked', () => {
    account().when({ type: 'RequestPasswordReset', data: reset }).then([{ type: 'PasswordResetRequested', data: reset }]);
    account().when({ type: 'RequestPasswordSetup', data: setup }).then([{ type: 'PasswordSetupRequested', data: setup }]);
    account().when({ type: 'RecordPasswordChange', data: change }).then([{ type: 'PasswordChanged', data: change }]);
  });

  it('refuses nothing after earlier requests: the checks are against the credentials, before the command', () => {
    const past: AccountEvent[] = [
      { type: 'PasswordResetRequested', data: reset },
      { type: 'PasswordResetRequested', data: { ...reset, requestId: 'r2' } },
      { type: 'PasswordChanged', data: change },
    ];
    account(...past).when({ type: 'RequestPasswordReset', data: { ...reset, requestId: 'r3' } }).then([{ type: 'PasswordResetRequested', data: { ...reset, requestId: 'r3' } }]);
    expect(account(...past).state).toEqual({ resets: 2, changes: 1, language: null });
  });

  it('records the language the person switched the site to, once (issue 41): their mails follow it', () => {
    const english = { userId: 3, language: 'en' as const, at: requestedAt };
    account().when({ type: 'ChooseLanguage', data: english }).then([{ type: 'LanguageChosen', data: english }]);
    account({ type: 'LanguageChosen', data: english }).when({ type: 'ChooseLanguage', data: { ...english, at: expiresAt } }).then([]);
    const french = { ...english, language: 'fr' as const, at: expiresAt };
    account({ type: 'LanguageChosen', data: english }).when({ type: 'ChooseLanguage', data: french }).then([{ type: 'LanguageChosen', data: french }]);
    expect(account({ type: 'LanguageChosen', data: english }).state.language).toBe('en');
  });
});

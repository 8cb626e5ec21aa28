import type { Decider } from '@plouf/infra';
import type { AccountEvent, LanguageChosen, PasswordChanged, PasswordResetRequested, PasswordSetupRequested } from './events.ts';

export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: PasswordResetRequested['data'] };
export type RequestPasswordSetup = { type: 'RequestPasswordSetup'; data: PasswordSetupRequested['data'] };
export type RecordPasswordChange = { type: 'RecordPasswordChange'; data: PasswordChanged['data'] };
export type ChooseLanguage = { type: 'ChooseLanguage'; data: LanguageChosen['data'] };
export type AccountCommand = RequestPasswordReset | RequestPasswordSetup | RecordPasswordChange | ChooseLanguage;

/** `language`: the one last chosen on the site, null until one is (the language the account was made in holds). */
export type AccountState = { resets: number; changes: number; language: 'fr' | 'en' | null };

/**
 * What happens to a user's credentials, as facts for the mailer and the auditors. The checks
 * (the key is valid, the old password matches) happen against the credentials store before the
 * command; the credentials themselves never reach an event.
 */
export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ resets: 0, changes: 0, language: null }),
  decide(command, state) {
    switch (command.type) {
      case 'RequestPasswordReset':
        return [{ type: 'PasswordResetRequested', data: command.data }];
      case 'RequestPasswordSetup':
        return [{ type: 'PasswordSetupRequested', data: command.data }];
      case 'RecordPasswordChange':
        return [{ type: 'PasswordChanged', data: command.data }];
      case 'ChooseLanguage':
        // The same language again (each page load of a signed-in visitor may say it) records nothing.
        return state.language === command.data.language ? [] : [{ type: 'LanguageChosen', data: command.data }];
    }
  },
  evolve(state, event) {
    if (event.type === 'LanguageChosen') return { ...state, language: event.data.language };
    if (event.type === 'PasswordChanged') return { ...state, changes: state.changes + 1 };
    if (event.type === 'PasswordResetRequested') return { ...state, resets: state.resets + 1 };
    return state;
  },
};

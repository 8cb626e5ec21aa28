import type { Decider } from '@plouf/infra';
import type { AccountEvent, PasswordChanged, PasswordResetRequested, PasswordSetupRequested } from './events.ts';

export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: PasswordResetRequested['data'] };
export type RequestPasswordSetup = { type: 'RequestPasswordSetup'; data: PasswordSetupRequested['data'] };
export type RecordPasswordChange = { type: 'RecordPasswordChange'; data: PasswordChanged['data'] };
export type AccountCommand = RequestPasswordReset | RequestPasswordSetup | RecordPasswordChange;

export type AccountState = { resets: number; changes: number };

/**
 * What happens to a user's credentials, as facts for the mailer and the auditors. The checks
 * (the key is valid, the old password matches) happen against the credentials store before the
 * command; the credentials themselves never reach an event.
 */
export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ resets: 0, changes: 0 }),
  decide(command) {
    switch (command.type) {
      case 'RequestPasswordReset':
        return [{ type: 'PasswordResetRequested', data: command.data }];
      case 'RequestPasswordSetup':
        return [{ type: 'PasswordSetupRequested', data: command.data }];
      case 'RecordPasswordChange':
        return [{ type: 'PasswordChanged', data: command.data }];
    }
  },
  evolve(state, event) {
    if (event.type === 'PasswordChanged') return { ...state, changes: state.changes + 1 };
    if (event.type === 'PasswordResetRequested') return { ...state, resets: state.resets + 1 };
    return state;
  },
};

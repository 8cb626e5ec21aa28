import { randomUUID } from 'node:crypto';
import { EmailTaken, type Language, type Role } from '@plouf/infra';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream, type MemberProfile } from '../families/events.ts';
import type { CommandContext } from '../runner.ts';
import { EmailAlreadyUsed } from './errors.ts';

/** How long a mailed set-password or reset link works. */
export const SETUP_KEY_HOURS = 72;
export const RESET_KEY_HOURS = 2;

export const FAMILY_ROLES: Role[] = ['Client', 'Famille'];

interface NewMember {
  /** The family to join; a new family (named `famName`) when absent. */
  famId?: number;
  famName?: string;
  profile: MemberProfile;
  roles: Role[];
  language: Language;
}

/**
 * A new member who will choose a password from a mailed link: the address is claimed first (the
 * claims' primary key settles races), then the family's events are appended, then the
 * set-password request. If the append fails, the address is given back. A member without an
 * address (a child) is only appended: no claim, no credentials, no mail, so never a login.
 */
export async function registerMember(deps: CommandApiDeps, ctx: CommandContext, member: NewMember) {
  const userId = await ctx.newId('user');
  const famId = member.famId ?? (await ctx.newId('family'));
  const email = member.profile.email;
  if (email !== null) await reserveLogin(deps, userId, email);
  try {
    const { now, by } = ctx;
    const { profile, roles, language } = member;
    const command =
      member.famId === undefined
        ? ({ type: 'SignUpFamily', data: { famId, famName: member.famName ?? profile.nom, userId, profile, roles, language, origin: 'signup', now, by } } as const)
        : ({ type: 'AddMember', data: { famId, userId, profile, roles, language, now, by } } as const);
    // A family whose id was just handed out is decided as empty, without a read (ADR 0028, decision 23).
    await ctx.handle(familyStream(famId), familyDecider, command, { newStream: member.famId === undefined });
  } catch (error) {
    if (email !== null) await deps.sessions.release(userId);
    throw error;
  }
  if (email === null) return { famId, userId };
  await requestPasswordLink(deps, ctx, {
    purpose: 'setup',
    userId,
    email,
    name: [member.profile.prenom, member.profile.nom].filter(Boolean).join(' '),
    language: member.language,
    reason: member.famId === undefined ? 'signup' : 'invited',
  });
  return { famId, userId };
}

/**
 * Claims an address for a user who has no login yet and opens their credentials (no password
 * until they choose one from the mailed link); throws `EmailAlreadyUsed` on `field`.
 */
export async function reserveLogin(deps: CommandApiDeps, userId: number, email: string, field: 'userEmail' | 'usrEmail' = 'userEmail') {
  try {
    await deps.sessions.reserve(userId, email);
  } catch (error) {
    if (error instanceof EmailTaken) throw new EmailAlreadyUsed(field);
    throw error;
  }
}

/**
 * Registers a one-time key and appends the request the mailer turns into a link; once appended,
 * older keys of the same kind stop working. A repeated request finds its event already there and
 * leaves the first key alone.
 */
export async function requestPasswordLink(
  deps: CommandApiDeps,
  ctx: CommandContext,
  link: { purpose: 'setup' | 'reset'; userId: number; email: string; name: string; language: Language; reason?: 'signup' | 'invited' },
) {
  const requestId = randomUUID();
  const expiresAt = new Date(Date.parse(ctx.now) + (link.purpose === 'setup' ? SETUP_KEY_HOURS : RESET_KEY_HOURS) * 3600_000);
  await deps.keys.register(link.purpose, requestId, link.userId, expiresAt);
  const base = { userId: link.userId, email: link.email, name: link.name, requestId, language: link.language, requestedAt: ctx.now, expiresAt: expiresAt.toISOString() };
  const command =
    link.purpose === 'reset'
      ? ({ type: 'RequestPasswordReset', data: base } as const)
      : ({ type: 'RequestPasswordSetup', data: { ...base, reason: link.reason ?? 'invited' } } as const);
  const { events } = await ctx.handle(accountStream(link.userId), accountDecider, command);
  if (events.length > 0) await deps.keys.revoke(link.purpose, link.userId, requestId);
}

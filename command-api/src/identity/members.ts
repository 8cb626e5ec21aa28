import { randomUUID } from 'node:crypto';
import { EmailTaken, handleCommand, type Language, type Role } from '@plouf/infra';
import type { FastifyRequest } from 'fastify';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import { metadataOf, type CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream, type MemberProfile } from '../families/events.ts';
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
 * credentials' unique index settles races), then the family's events are appended, then the
 * set-password request. If the append fails, the address is given back.
 */
export async function registerMember(deps: CommandApiDeps, request: FastifyRequest, member: NewMember) {
  const at = (deps.now ?? (() => new Date()))();
  const meta = metadataOf(request, at);
  const now = at.toISOString();
  const by = request.user?.id ?? null;
  const userId = await deps.ids.next('user');
  const famId = member.famId ?? (await deps.ids.next('family'));
  try {
    await deps.sessions.reserve(userId, member.profile.email);
  } catch (error) {
    if (error instanceof EmailTaken) throw new EmailAlreadyUsed();
    throw error;
  }
  let position: bigint | undefined;
  try {
    const command =
      member.famId === undefined
        ? ({ type: 'SignUpFamily', data: { famId, famName: member.famName ?? member.profile.nom, userId, profile: member.profile, roles: member.roles, language: member.language, origin: 'signup', now, by } } as const)
        : ({ type: 'AddMember', data: { famId, userId, profile: member.profile, roles: member.roles, language: member.language, now, by } } as const);
    ({ position } = await handleCommand(deps.store, familyStream(famId), familyDecider, command, meta));
  } catch (error) {
    await deps.sessions.release(userId);
    throw error;
  }
  await requestPasswordLink(deps, request, {
    purpose: 'setup',
    userId,
    email: member.profile.email,
    name: [member.profile.prenom, member.profile.nom].filter(Boolean).join(' '),
    language: member.language,
    reason: member.famId === undefined ? 'signup' : 'invited',
  });
  return { famId, userId, position };
}

/** Registers a one-time key and appends the request the mailer turns into a link. */
export async function requestPasswordLink(
  deps: CommandApiDeps,
  request: FastifyRequest,
  link: { purpose: 'setup' | 'reset'; userId: number; email: string; name: string; language: Language; reason?: 'signup' | 'invited' },
) {
  const at = (deps.now ?? (() => new Date()))();
  const requestId = randomUUID();
  const expiresAt = new Date(at.getTime() + (link.purpose === 'setup' ? SETUP_KEY_HOURS : RESET_KEY_HOURS) * 3600_000);
  // A new link makes the older ones of the same kind useless.
  await deps.keys.revoke(link.purpose, link.userId);
  await deps.keys.register(link.purpose, requestId, link.userId, expiresAt);
  const base = { userId: link.userId, email: link.email, name: link.name, requestId, language: link.language, requestedAt: at.toISOString(), expiresAt: expiresAt.toISOString() };
  const command =
    link.purpose === 'reset'
      ? ({ type: 'RequestPasswordReset', data: base } as const)
      : ({ type: 'RequestPasswordSetup', data: { ...base, reason: link.reason ?? 'invited' } } as const);
  await handleCommand(deps.store, accountStream(link.userId), accountDecider, command, metadataOf(request, at));
}

/** The spec's roles. `AdminPlateforme` passes every check. */
export const ROLES = ['AdminPlateforme', 'AdminPiscine', 'Famille', 'Client', 'MNS', 'ProprietairePiscine'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: number;
  usrEmail: string;
  libelle: string;
  roles: Role[];
  famId: number | null;
}

/** Resolves a session cookie's token to its user (null: none, expired, or disabled). */
export type Authenticate = (token: string | undefined) => Promise<SessionUser | null>;

/**
 * Where each read model stood (its checkpoint, `position@updated_at`, by name) when a request's
 * session was read: read in the session's statement, after the request's `Plouf-After` wait, so a
 * reader keeping answers against a read model's position (query-api/src/keptAnswers.ts) need not
 * read it again (issue 42).
 */
export type ReadModelsAt = ReadonlyMap<string, string>;

/** A session cookie's token resolved, with where the read models stood when it was (`ReadModelsAt`). */
export type SessionLookup = (token: string) => Promise<{ user: SessionUser | null; readAt: ReadModelsAt | null }>;

/**
 * Who may call a route: anyone, any logged-in user, or holders of one of the roles. `'admin'` is
 * the spec's "Admin" metadata: it matches no role, so only the platform administrator passes.
 */
export type Access = 'public' | 'authenticated' | 'admin' | readonly Role[];

export function passes(user: SessionUser | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (user.roles.includes('AdminPlateforme')) return true;
  if (access === 'authenticated') return true;
  if (access === 'admin') return false;
  return access.some((role) => user.roles.includes(role));
}

export const isPlatformAdmin = (user: SessionUser | null | undefined) => Boolean(user?.roles.includes('AdminPlateforme'));

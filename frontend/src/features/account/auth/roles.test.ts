import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../api/types.ts';
import { hasRole, leavesPageOnLogout } from './roles.ts';

const client: SessionUser = { id: 7, usrEmail: 'famille@plouf.fr', libelle: 'Famille Dupont', roles: ['Client'], famId: 3 };
const admin: SessionUser = { id: 1, usrEmail: 'admin@plouf.fr', libelle: 'Admin', roles: ['AdminPlateforme'], famId: null };

describe('role checks', () => {
  it('lets the platform administrator pass every check', () => {
    expect(hasRole(admin, ['Client'])).toBe(true);
    expect(hasRole(admin, ['Admin'])).toBe(true);
  });

  it('asks other users for one of the listed roles', () => {
    expect(hasRole(client, ['Client'])).toBe(true);
    expect(hasRole(client, ['MNS', 'Client'])).toBe(true);
    expect(hasRole(client, ['Admin'])).toBe(false);
    expect(hasRole(null, ['Client'])).toBe(false);
  });

  it('stays on Login, Home and CreatePassword after a logout', () => {
    expect(leavesPageOnLogout('/')).toBe(false);
    expect(leavesPageOnLogout('/login')).toBe(false);
    expect(leavesPageOnLogout('/create-password/')).toBe(false);
    expect(leavesPageOnLogout('/profil/commandes')).toBe(true);
  });
});

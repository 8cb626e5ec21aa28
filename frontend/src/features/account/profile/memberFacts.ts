import { useIntl } from 'react-intl';
import type { FamilyMember } from '../../../api/types.ts';
import { formatAge } from '../../../lib/birthAge.ts';

/**
 * What a members list tells under a member's name: their age when their birth date is known, then
 * their login address, or that they do not log in (a member without an email: a child).
 *
 * @example
 * const facts = useMemberFacts();
 * facts({ usrDatbirth: '2019-04-12', usrEmail: null }) // '7 ans · Pas de connexion'
 */
export function useMemberFacts() {
  const intl = useIntl();
  return (member: Pick<FamilyMember, 'usrDatbirth' | 'usrEmail'>) =>
    [formatAge(member.usrDatbirth, intl.locale), member.usrEmail ?? intl.formatMessage({ id: 'account.family.noLogin' })].filter(Boolean).join(' · ');
}

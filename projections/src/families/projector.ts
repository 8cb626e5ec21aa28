import { FAMILY_EVENT_TYPES, type FamilyErased, type FamilyEvent, type LanguageChosen } from '@plouf/command-api/events';
import { foldText } from '@plouf/infra/text';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import type { Projector } from '../runner/projector.ts';

/**
 * The family erased (issue 25): its name, address and members' personal values as a rebuild reads
 * them (`erased`); ids, roles, languages and dates stay.
 */
async function eraseFamily(trx: Transaction<Database>, famId: number) {
  const family = await trx.selectFrom('families').select(['address']).where('id', '=', famId).executeTakeFirst();
  if (family) {
    const name = erased('familyName', 'x');
    // An address the family gave reads as none; its city key is then folded from nothing, as FamilyAddressChanged writes it.
    const address = family.address === null ? {} : { address: erased('address', JSON.stringify(family.address)), city_key: foldText('') };
    await trx.updateTable('families').set({ name, name_key: foldText(name), ...address }).where('id', '=', famId).execute();
  }
  const members = await trx.selectFrom('users').selectAll().where('fam_id', '=', famId).execute();
  for (const member of members) {
    await trx
      .updateTable('users')
      .set({
        email: erased('email', member.email),
        nom: erased('surname', member.nom),
        prenom: erased('memberName', member.prenom),
        civilite: erased('civility', member.civilite),
        tel: erased('phone', member.tel),
        birth_date: erased('date', member.birth_date),
        internal_note: erased('text', member.internal_note),
      })
      .where('id', '=', member.id)
      .execute();
  }
}

/** Families, and their members as users: what sessions, the account area and the back-office read. */
export const familiesProjector: Projector = {
  readModel: READ_MODELS.families,
  handles: [...FAMILY_EVENT_TYPES, 'FamilyErased', 'LanguageChosen'],
  async apply(trx, recorded) {
    // The language the person switched the site to (issue 41), on their account's stream: their mails' language.
    if (recorded.type === 'LanguageChosen') {
      const { userId, language } = (recorded as unknown as LanguageChosen).data;
      const member = await trx.updateTable('users').set({ language }).where('id', '=', userId).returning('fam_id').executeTakeFirst();
      return member ? [member.fam_id] : [];
    }
    if (recorded.type === 'FamilyErased') {
      const { famId } = (recorded as unknown as FamilyErased).data;
      await eraseFamily(trx, famId);
      await trx.deleteFrom('member_care').where('fam_id', '=', famId).execute();
      return [famId];
    }
    const event = { type: recorded.type, data: recorded.data } as FamilyEvent;
    const famId = event.data.famId;
    switch (event.type) {
      case 'FamilyCreated':
        await trx.insertInto('families').values({ id: famId, name: event.data.famName, name_key: foldText(event.data.famName), address: null, created_at: new Date(event.data.createdAt) }).execute();
        break;
      case 'FamilyMemberAdded': {
        const d = event.data;
        await trx
          .insertInto('users')
          .values({
            id: d.userId,
            fam_id: famId,
            email: d.email,
            nom: d.nom,
            prenom: d.prenom,
            civilite: d.civilite,
            tel: d.tel,
            birth_date: d.birthDate,
            roles: d.roles,
            disabled: false,
            internal_note: '',
            language: d.language,
            added_at: new Date(d.addedAt),
          })
          .execute();
        await trx.updateTable('families').set((eb) => ({ members_count: eb('members_count', '+', 1) })).where('id', '=', famId).execute();
        break;
      }
      case 'FamilyMemberUpdated': {
        const d = event.data;
        const set = {
          ...(d.email !== undefined && { email: d.email }),
          ...(d.nom !== undefined && { nom: d.nom }),
          ...(d.prenom !== undefined && { prenom: d.prenom }),
          ...(d.civilite !== undefined && { civilite: d.civilite }),
          ...(d.tel !== undefined && { tel: d.tel }),
          ...(d.birthDate !== undefined && { birth_date: d.birthDate }),
          ...(d.roles !== undefined && { roles: d.roles }),
          ...(d.disabled !== undefined && { disabled: d.disabled }),
          ...(d.internalNote !== undefined && { internal_note: d.internalNote }),
        };
        if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('id', '=', d.userId).execute();
        break;
      }
      case 'FamilyMemberRemoved': {
        // Bookings and orders carry the names they were made with: only the member's own row goes.
        const removed = await trx.deleteFrom('users').where('id', '=', event.data.userId).where('fam_id', '=', famId).executeTakeFirst();
        await trx.deleteFrom('member_care').where('usr_id', '=', event.data.userId).where('fam_id', '=', famId).execute();
        if (removed.numDeletedRows > 0n) await trx.updateTable('families').set((eb) => ({ members_count: eb('members_count', '-', 1) })).where('id', '=', famId).execute();
        break;
      }
      case 'FamilyRenamed':
        await trx.updateTable('families').set({ name: event.data.famName, name_key: foldText(event.data.famName) }).where('id', '=', famId).execute();
        break;
      case 'FamilyAddressChanged':
        await trx
          .updateTable('families')
          .set({ address: event.data.address ? JSON.stringify(event.data.address) : null, city_key: foldText(event.data.address?.libelle ?? '') })
          .where('id', '=', famId)
          .execute();
        break;
      case 'FamilyRemindersSet':
        await trx.updateTable('families').set({ reminders: event.data.reminders }).where('id', '=', famId).execute();
        break;
      case 'MemberCareUpdated': {
        const { famId: _f, userId, at, by: _b, ...care } = event.data;
        // A value read back erased (a rebuild after the family's erasure) is empty, never null.
        const care_ = { ...care, emergencyPhone: care.emergencyPhone ?? '', updatedAt: at };
        await trx
          .insertInto('member_care')
          .values({ usr_id: userId, fam_id: famId, care: JSON.stringify(care_) })
          .onConflict((oc) => oc.column('usr_id').doUpdateSet({ care: JSON.stringify(care_), fam_id: famId }))
          .execute();
        break;
      }
    }
    // Notices name the family: its room and the admins' list both reload it.
    return [famId];
  },
  async reset(trx) {
    await trx.deleteFrom('member_care').execute();
    await trx.deleteFrom('users').execute();
    await trx.deleteFrom('families').execute();
  },
};

import type { MessageAudience, MessageListQuery, MessagePage, MessageView } from '@plouf/command-api/contracts';
import type { MessageRecipient } from '@plouf/command-api/events';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import type { SqlPool } from '@plouf/infra';
import type { Database, MessageRow } from '@plouf/projections';
import type { Kysely } from 'kysely';

const language = (value: string): 'fr' | 'en' => (value === 'en' ? 'en' : 'fr');

/**
 * The messages sent, with how far their mails are: counted in the mailer's outbox (same database),
 * where each mail of a message has the message's event as its source.
 */
export function messageQueries(db: Kysely<Database>, pool: SqlPool) {
  const progress = async (eventIds: string[]) => {
    if (eventIds.length === 0) return new Map<string, { sent: number; retrying: number }>();
    const { rows } = await pool.query<{ source_event_id: string; sent: number; retrying: number }>(
      `SELECT source_event_id, count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying
       FROM mail_outbox WHERE source_event_id = ANY($1) GROUP BY source_event_id`,
      [eventIds],
    );
    return new Map(rows.map((row) => [row.source_event_id, { sent: row.sent, retrying: row.retrying }]));
  };
  const views = async (rows: MessageRow[]): Promise<MessageView[]> => {
    const counts = await progress(rows.map((row) => row.event_id));
    return rows.map((row) => ({
      id: row.id,
      libelle: (JSON.parse(row.lgs) as { libelle: string }[])[0]?.libelle ?? '',
      selected: false,
      detailLoaded: true,
      audience: JSON.parse(row.audience) as MessageAudience,
      lgs: JSON.parse(row.lgs) as MessageView['lgs'],
      recipients: row.recipients,
      sent: counts.get(row.event_id)?.sent ?? 0,
      retrying: counts.get(row.event_id)?.retrying ?? 0,
      createdAt: row.created_at.toISOString(),
      createdBy: row.created_by,
    }));
  };
  return {
    async page(query: MessageListQuery): Promise<MessagePage> {
      let filtered = db.selectFrom('messages');
      if (query.contactId) filtered = filtered.where('contact_id', '=', query.contactId);
      if (query.crsId) filtered = filtered.where('crs_id', '=', query.crsId);
      if (query.kind === 'newsletter') filtered = filtered.where('contact_id', 'is', null).where('crs_id', 'is', null);
      if (query.kind === 'course') filtered = filtered.where('crs_id', 'is not', null);
      if (query.kind === 'contact') filtered = filtered.where('contact_id', 'is not', null);
      const [rows, count] = await Promise.all([
        filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: await views(rows), total: Number(count.total), offset: query.offset, limit: query.limit };
    },
    async byId(id: number): Promise<MessageView | null> {
      const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await views([row]))[0]! : null;
    },
    /** Whom a message goes to now: validated subscribers; the families holding a place on the course; the contact. */
    async recipients(audience: MessageAudience): Promise<MessageRecipient[] | null> {
      if (audience.kind === 'newsletter') {
        const rows = await db.selectFrom('newsletter_subscribers').select(['id', 'email', 'language']).where('status', '=', 'active').orderBy('id').execute();
        return rows.map((row) => ({ email: row.email, name: '', language: language(row.language), subscriberId: row.id }));
      }
      if (audience.kind === 'contact') {
        const contact = await db.selectFrom('contacts').select(['email']).where('id', '=', audience.contactId).executeTakeFirst();
        return contact ? [{ email: contact.email, name: '', language: 'fr' }] : null;
      }
      const course = await db.selectFrom('courses').select(['id']).where('id', '=', audience.crsId).executeTakeFirst();
      if (!course) return null;
      // Every member who logs in, of each family with a place (or a place waiting) on the course.
      const rows = await db
        .selectFrom('inscriptions')
        .innerJoin('users', 'users.fam_id', 'inscriptions.fam_id')
        .select(['users.email', 'users.prenom', 'users.nom', 'users.language', 'users.fam_id'])
        .where('inscriptions.crs_id', '=', audience.crsId)
        .where('inscriptions.status', 'in', [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.present, ENROLMENT_STATUS.listeAttente])
        .where('users.email', 'is not', null)
        .where('users.disabled', '=', false)
        .orderBy('users.id')
        .execute();
      const unique = new Map(rows.map((row) => [row.email!.toLowerCase(), row]));
      return [...unique.values()].map((row) => ({ email: row.email!, name: [row.prenom, row.nom].filter(Boolean).join(' '), language: language(row.language), famId: row.fam_id }));
    },
  };
}

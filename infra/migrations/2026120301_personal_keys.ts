import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, personal data (docs/adr/0022-personal-data.md).
 * - `personal_keys`: one data key per subject (`family-12`, `user-3`, `contact-5`, `newsletter-7`),
 *   wrapped by the server's secret (`wrapped_by` names the wrapping key, for rotation). Erasing a
 *   subject deletes its row: what its events hold sealed under it can no longer be opened.
 * - `personal_erasures`: the subjects erased, with when and by which erasure. Kept (pseudonymous ids
 *   only), written beside the key deletion, and applied again after a restore.
 * - `es_append_keyed(appends, keys, channel)`: `es_append` that first stores the new subjects' keys,
 *   under the same append lock: an append sealed with a key the table does not hold is refused
 *   (`{ keyTaken: [{ subject, wrapped }] }`, the key already stored: seal again with it and retry), so
 *   no event is ever sealed with a key that is not kept, and a new family costs no extra round trip.
 *   An erased subject gets no new key: `{ erased: [subject] }`.
 * - `personal_migrations`: the one-time sealing of the events stored before, once done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE personal_keys (
      subject    text PRIMARY KEY,
      wrapped    text NOT NULL,
      wrapped_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE personal_erasures (
      subject    text PRIMARY KEY,
      erasure_id text NOT NULL,
      erased_at  timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // One-time rewrites of the store (the events stored before sealing, sealed once: infra/entry/personal-data.ts).
  await sql`CREATE TABLE personal_migrations (name text PRIMARY KEY, events integer NOT NULL, done_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql.raw(`
CREATE OR REPLACE FUNCTION es_append_keyed(appends jsonb, keys jsonb, channel text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  subjects text[];
  item jsonb;
  stored jsonb;
  erased jsonb;
  refused jsonb := '{}';
  kept jsonb := '[]';
  answers jsonb;
  merged jsonb := '[]';
  i integer;
  j integer;
BEGIN
  PERFORM pg_advisory_xact_lock(73170001);
  -- The usual case in one statement: every key new, none erased, all stored; then the appends as they are.
  WITH inserted AS (
    INSERT INTO personal_keys (subject, wrapped, wrapped_by)
      SELECT k.value->>'subject', k.value->>'wrapped', k.value->>'wrappedBy' FROM jsonb_array_elements(keys) k
      WHERE NOT EXISTS (SELECT 1 FROM personal_erasures e WHERE e.subject = k.value->>'subject')
      ON CONFLICT (subject) DO NOTHING
      RETURNING 1
  )
  SELECT count(*) INTO i FROM inserted;
  IF i = jsonb_array_length(keys) THEN
    RETURN es_append(appends, channel);
  END IF;
  -- Some subject erased, or its key stored by another writer first. Every lookup by the tables' keys
  -- (= ANY of an array): a join with the function's rows would scan them.
  subjects := ARRAY(SELECT k.value->>'subject' FROM jsonb_array_elements(keys) k);
  SELECT jsonb_agg(e.subject) INTO erased FROM personal_erasures e WHERE e.subject = ANY (subjects);
  -- A key of ours that is not the one stored: refuse what it sealed (the caller seals again with the stored one).
  SELECT jsonb_agg(jsonb_build_object('subject', p.subject, 'wrapped', p.wrapped)) INTO stored
    FROM personal_keys p WHERE p.subject = ANY (subjects)
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(keys) k WHERE k.value->>'subject' = p.subject AND k.value->>'wrapped' = p.wrapped);
  FOR i IN 0 .. jsonb_array_length(appends) - 1 LOOP
    item := appends->i;
    IF erased IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(item->'subjects') s WHERE erased ? s.value) THEN
      refused := refused || jsonb_build_object(i::text, jsonb_build_object('erased', erased));
    ELSIF stored IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(stored) t JOIN jsonb_array_elements_text(item->'subjects') s ON s.value = t.value->>'subject') THEN
      refused := refused || jsonb_build_object(i::text, jsonb_build_object('keyTaken', stored));
    ELSE
      kept := kept || jsonb_build_array(item);
    END IF;
  END LOOP;
  answers := CASE WHEN jsonb_array_length(kept) > 0 THEN es_append(kept, channel) ELSE '[]' END;
  j := 0;
  FOR i IN 0 .. jsonb_array_length(appends) - 1 LOOP
    IF refused ? i::text THEN
      merged := merged || jsonb_build_array(refused->(i::text));
    ELSE
      merged := merged || jsonb_build_array(answers->j);
      j := j + 1;
    END IF;
  END LOOP;
  RETURN merged;
END $$;`).execute(db);
}

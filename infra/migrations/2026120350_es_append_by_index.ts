import { sql, type Kysely } from 'kysely';

/**
 * `es_append` finds the ids already stored through their index. Its idempotency lookup was
 * `event_id IN (SELECT … FROM jsonb_array_elements(…))`, which the planner, counting a hundred rows
 * from the function, answers with a hash join over a sequential scan of `es_events`: every append
 * read the whole store, and appends slowed down as it grew (on PGlite, from 0.6 ms to 2 ms after
 * 18,000 events; issue 27). `event_id = ANY (ARRAY(…))` is an index scan whatever the store's size.
 * Same answers, same lock, same order: only that lookup changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
CREATE OR REPLACE FUNCTION es_append(appends jsonb, channel text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  answers jsonb := '[]';
  existing jsonb;
  head integer;
  actual jsonb;
  last_position bigint;
  notify_position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(73170001);
  FOR item IN SELECT value FROM jsonb_array_elements(appends) LOOP
    SELECT jsonb_agg(jsonb_build_object('id', e.event_id, 'stream', e.stream_id, 'revision', e.revision, 'position', e.position::text) ORDER BY e.position)
      INTO existing
      FROM es_events e
      WHERE e.event_id = ANY (ARRAY(SELECT (n.value->>'id')::uuid FROM jsonb_array_elements(item->'events') AS n));
    IF existing IS NOT NULL THEN
      answers := answers || jsonb_build_array(jsonb_build_object('existing', existing));
      CONTINUE;
    END IF;
    SELECT max(e.revision) INTO head FROM es_events e WHERE e.stream_id = item->>'stream';
    actual := COALESCE(to_jsonb(head), '"no_stream"');
    IF item->'expected' <> '"any"' AND item->'expected' <> actual THEN
      answers := answers || jsonb_build_array(jsonb_build_object('actual', actual));
      CONTINUE;
    END IF;
    WITH inserted AS (
      INSERT INTO es_events (event_id, stream_id, revision, type, data, metadata)
      SELECT (n.value->>'id')::uuid, item->>'stream', COALESCE(head, -1) + n.ordinality::integer, n.value->>'type', n.value->'data', n.value->'metadata'
      FROM jsonb_array_elements(item->'events') WITH ORDINALITY AS n(value, ordinality)
      ORDER BY n.ordinality
      RETURNING position
    )
    SELECT max(position) INTO last_position FROM inserted;
    notify_position := last_position;
    answers := answers || jsonb_build_array(jsonb_build_object(
      'revision', COALESCE(head, -1) + jsonb_array_length(item->'events'), 'position', last_position::text));
  END LOOP;
  IF notify_position IS NOT NULL THEN
    PERFORM pg_notify(channel, notify_position::text);
  END IF;
  RETURN answers;
END $$;`).execute(db);
}

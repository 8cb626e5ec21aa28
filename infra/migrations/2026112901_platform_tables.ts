import { sql, type Kysely } from 'kysely';

/**
 * The platform's tables, until now made at each start by the modules that use them: the event store
 * (table and `es_append`, docs/adr/0002-event-store-ordering.md), ids, the app secret, credentials and
 * sessions, one-time keys, idempotent commands, media blobs, the mail outbox and its checkpoint, and
 * the processes' checkpoints.
 *
 * It adopts the tables a database made by an earlier release already has: every statement is the one
 * those modules ran at start (`IF NOT EXISTS`, idempotent `ALTER`s and the one-time move of login
 * addresses into claims), so it leaves such a database as it finds it and makes the same tables in an
 * empty one. Like every migration, it is never edited: a change is a new migration.
 */
const EVENT_STORE = `
CREATE TABLE IF NOT EXISTS es_events (
  position   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id   uuid NOT NULL,
  stream_id  text NOT NULL,
  revision   integer NOT NULL,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_event_id ON es_events (event_id);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_stream ON es_events (stream_id, revision);
`;

/**
 * `es_append(appends, channel)`: the appends of a batch, in order, in the caller's one statement, under
 * the append lock (73170001, `APPEND_LOCK` in src/event-store/sql-append.ts, which documents its answers).
 */
const APPEND_FUNCTION = `
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
      WHERE e.event_id IN (SELECT (n.value->>'id')::uuid FROM jsonb_array_elements(item->'events') AS n);
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
END $$;
`;

const PLATFORM = `
CREATE TABLE IF NOT EXISTS id_sequences (name text PRIMARY KEY, last_value integer NOT NULL);

CREATE TABLE IF NOT EXISTS app_secrets (name text PRIMARY KEY, value text NOT NULL);

CREATE TABLE IF NOT EXISTS auth_credentials (
  user_id       integer PRIMARY KEY,
  email         text,
  password_hash text,
  last_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES auth_credentials (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions (user_id);
-- Opened by a mailed autolog link rather than a password (ADR 0014).
ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS by_link boolean NOT NULL DEFAULT false;
CREATE TABLE IF NOT EXISTS auth_email_claims (
  email      text PRIMARY KEY,
  user_id    integer NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS auth_email_claims_user ON auth_email_claims (user_id);
-- Before claims, the login address lived here, unique; it now follows the events (users read model).
INSERT INTO auth_email_claims (email, user_id)
  SELECT lower(email), user_id FROM auth_credentials WHERE email IS NOT NULL ON CONFLICT DO NOTHING;
DROP INDEX IF EXISTS auth_credentials_email;
ALTER TABLE auth_credentials ALTER COLUMN email DROP NOT NULL;
UPDATE auth_credentials SET email = NULL WHERE email IS NOT NULL;

CREATE TABLE IF NOT EXISTS auth_keys (
  key_hash   text PRIMARY KEY,
  purpose    text NOT NULL,
  request_id text NOT NULL,
  user_id    integer NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS auth_keys_request ON auth_keys (purpose, request_id);
-- An autolog key opens a session only for a member of this family (ADR 0014).
ALTER TABLE auth_keys ADD COLUMN IF NOT EXISTS fam_id integer;

CREATE TABLE IF NOT EXISTS command_idempotency (
  scope        text NOT NULL,
  key          text NOT NULL,
  fingerprint  text NOT NULL,
  ids          jsonb NOT NULL DEFAULT '{}',
  status       integer,
  body         text,
  locked_until timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS command_idempotency_created ON command_idempotency (created_at);

CREATE TABLE IF NOT EXISTS media_blobs (
  sha256 text PRIMARY KEY,
  mime text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);

-- The mailer's outbox (mailer/src/outbox.ts): mails are written once, from the events, and sent from here.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_event_id text NOT NULL,
  source_position bigint NOT NULL,
  kind            smallint NOT NULL,
  language        text NOT NULL,
  recipient       text NOT NULL,
  recipient_name  text NOT NULL,
  subject         text NOT NULL,
  html            text,
  text            text,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  sent_to         text,
  message_id      text,
  CHECK (status = 'sent' OR (html IS NOT NULL AND text IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE TABLE IF NOT EXISTS mailer_checkpoint (
  name       text PRIMARY KEY,
  position   bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO mailer_checkpoint (name, position) VALUES ('mailer', 0) ON CONFLICT (name) DO NOTHING;
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS unsubscribe_url text;
-- A message (one event) is many mails: one per recipient, numbered.
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS seq integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_source_event_id_kind_key;
CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_source ON mail_outbox (source_event_id, kind, seq);
-- A mail whose links log the family in (ADR 0014): the key's request and family, registered when sent.
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS autolog_request text;
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS autolog_fam integer;

-- The background processes' checkpoints (infra/src/follower/process.ts).
CREATE TABLE IF NOT EXISTS process_checkpoints (name text PRIMARY KEY, position bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(EVENT_STORE).execute(db);
  await sql.raw(APPEND_FUNCTION).execute(db);
  await sql.raw(PLATFORM).execute(db);
}

-- The schema of a database made by Plouf at commit 3516a948855b648aec0ca4307e13ec1411a2b20e (tests/previous-release/dump.sh 3516a94),
-- with the migration records it holds. Generated: do not edit.

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

CREATE FUNCTION public.es_append(appends jsonb, channel text) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
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

SET default_tablespace = '';

SET default_table_access_method = heap;

CREATE TABLE public.app_secrets (
    name text NOT NULL,
    value text NOT NULL
);

CREATE TABLE public.auth_credentials (
    user_id integer NOT NULL,
    email text,
    password_hash text,
    last_login_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.auth_email_claims (
    email text NOT NULL,
    user_id integer NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.auth_keys (
    key_hash text NOT NULL,
    purpose text NOT NULL,
    request_id text NOT NULL,
    user_id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    fam_id integer
);

CREATE TABLE public.auth_sessions (
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    by_link boolean DEFAULT false NOT NULL
);

CREATE TABLE public.calendar_feeds (
    fam_id integer NOT NULL,
    version integer NOT NULL,
    active boolean NOT NULL
);

CREATE TABLE public.cards (
    id integer NOT NULL,
    fam_id integer NOT NULL,
    order_id integer,
    record text NOT NULL
);

CREATE TABLE public.catalogue_links (
    from_model text NOT NULL,
    from_id integer NOT NULL,
    to_model text NOT NULL,
    to_id integer NOT NULL
);

CREATE TABLE public.catalogue_views (
    model text NOT NULL,
    id integer NOT NULL,
    label text NOT NULL,
    slug text,
    sort_key text NOT NULL,
    visible boolean NOT NULL,
    published_on text,
    ordre integer DEFAULT 0 NOT NULL,
    doc jsonb NOT NULL,
    view text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE public.command_idempotency (
    scope text NOT NULL,
    key text NOT NULL,
    fingerprint text NOT NULL,
    ids jsonb DEFAULT '{}'::jsonb NOT NULL,
    status integer,
    body text,
    locked_until timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.contacts (
    id integer NOT NULL,
    email text NOT NULL,
    message text NOT NULL,
    activity_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    received_at timestamp with time zone NOT NULL,
    read boolean DEFAULT false NOT NULL,
    read_at timestamp with time zone,
    search_text text DEFAULT ''::text NOT NULL,
    email_key text DEFAULT ''::text NOT NULL
);

CREATE TABLE public.course_cancel_notices (
    crs_id integer NOT NULL,
    fam_id integer NOT NULL
);

CREATE TABLE public.course_slots (
    psn_id integer NOT NULL,
    slot_key text NOT NULL,
    start timestamp with time zone NOT NULL,
    crs_id integer NOT NULL
);

CREATE TABLE public.courses (
    id integer NOT NULL,
    psn_id integer NOT NULL,
    acy_id integer NOT NULL,
    acy_id_cplt integer,
    usr_id integer NOT NULL,
    start timestamp with time zone NOT NULL,
    cancelled boolean NOT NULL,
    view text NOT NULL
);

CREATE TABLE public.es_events (
    "position" bigint NOT NULL,
    event_id uuid NOT NULL,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.es_events ALTER COLUMN "position" ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.es_events_position_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.families (
    id integer NOT NULL,
    name text NOT NULL,
    address jsonb,
    created_at timestamp with time zone NOT NULL,
    name_key text DEFAULT ''::text NOT NULL,
    city_key text DEFAULT ''::text NOT NULL,
    members_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.id_sequences (
    name text NOT NULL,
    last_value integer NOT NULL
);

CREATE TABLE public.inscriptions (
    id integer NOT NULL,
    crs_id integer NOT NULL,
    fam_id integer NOT NULL,
    status integer NOT NULL,
    seq integer NOT NULL,
    start timestamp with time zone NOT NULL,
    view text NOT NULL
);

CREATE TABLE public.mail_documents (
    type text NOT NULL,
    id integer NOT NULL,
    doc text NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    updated_by integer
);

CREATE TABLE public.mail_outbox (
    id bigint NOT NULL,
    source_event_id text NOT NULL,
    source_position bigint NOT NULL,
    kind smallint NOT NULL,
    language text NOT NULL,
    recipient text NOT NULL,
    recipient_name text NOT NULL,
    subject text NOT NULL,
    html text,
    text text,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    sent_to text,
    message_id text,
    unsubscribe_url text,
    seq integer DEFAULT 0 NOT NULL,
    autolog_request text,
    autolog_fam integer,
    CONSTRAINT mail_outbox_check CHECK (((status = 'sent'::text) OR ((html IS NOT NULL) AND (text IS NOT NULL)))),
    CONSTRAINT mail_outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text])))
);

ALTER TABLE public.mail_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.mail_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.mailer_checkpoint (
    name text NOT NULL,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.media (
    id integer NOT NULL,
    title text NOT NULL,
    copyright text NOT NULL,
    file_name text NOT NULL,
    slug text NOT NULL,
    ext text NOT NULL,
    mime text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    size integer NOT NULL,
    sha256 text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE public.media_blobs (
    sha256 text NOT NULL,
    mime text NOT NULL,
    size integer NOT NULL,
    bytes bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.messages (
    id integer NOT NULL,
    event_id text NOT NULL,
    audience text NOT NULL,
    lgs text NOT NULL,
    recipients integer NOT NULL,
    contact_id integer,
    crs_id integer,
    created_at timestamp with time zone NOT NULL,
    created_by integer
);

CREATE TABLE public.newsletter_subscribers (
    id integer NOT NULL,
    email text NOT NULL,
    language text NOT NULL,
    status text NOT NULL,
    added_at timestamp with time zone NOT NULL,
    validated_at timestamp with time zone,
    unsubscribed_at timestamp with time zone,
    email_key text NOT NULL
);

CREATE TABLE public.orders (
    id integer NOT NULL,
    fam_id integer NOT NULL,
    status integer NOT NULL,
    total bigint NOT NULL,
    placed_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone,
    family_key text NOT NULL,
    search_text text NOT NULL,
    view text NOT NULL
);

CREATE TABLE public.process_checkpoints (
    name text NOT NULL,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.projection_checkpoints (
    name text NOT NULL,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.projection_faults (
    read_model text NOT NULL,
    "position" bigint NOT NULL,
    event_id text NOT NULL,
    event_type text NOT NULL,
    stream_id text NOT NULL,
    error text NOT NULL,
    since timestamp with time zone NOT NULL,
    attempts integer DEFAULT 1 NOT NULL
);

CREATE TABLE public.read_model_migrations (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);

CREATE TABLE public.read_model_migrations_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.users (
    id integer NOT NULL,
    fam_id integer NOT NULL,
    email text,
    nom text NOT NULL,
    prenom text NOT NULL,
    civilite text,
    tel text,
    birth_date text,
    roles text[] DEFAULT '{}'::text[] NOT NULL,
    disabled boolean DEFAULT false NOT NULL,
    internal_note text DEFAULT ''::text NOT NULL,
    language text DEFAULT 'fr'::text NOT NULL,
    added_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY public.app_secrets
    ADD CONSTRAINT app_secrets_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.auth_credentials
    ADD CONSTRAINT auth_credentials_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.auth_email_claims
    ADD CONSTRAINT auth_email_claims_pkey PRIMARY KEY (email);

ALTER TABLE ONLY public.auth_keys
    ADD CONSTRAINT auth_keys_pkey PRIMARY KEY (key_hash);

ALTER TABLE ONLY public.auth_sessions
    ADD CONSTRAINT auth_sessions_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (fam_id);

ALTER TABLE ONLY public.cards
    ADD CONSTRAINT cards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.catalogue_links
    ADD CONSTRAINT catalogue_links_pk PRIMARY KEY (from_model, from_id, to_model, to_id);

ALTER TABLE ONLY public.catalogue_views
    ADD CONSTRAINT catalogue_views_pk PRIMARY KEY (model, id);

ALTER TABLE ONLY public.command_idempotency
    ADD CONSTRAINT command_idempotency_pkey PRIMARY KEY (scope, key);

ALTER TABLE ONLY public.contacts
    ADD CONSTRAINT contacts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.course_cancel_notices
    ADD CONSTRAINT course_cancel_notices_pk PRIMARY KEY (crs_id, fam_id);

ALTER TABLE ONLY public.course_slots
    ADD CONSTRAINT course_slots_pk PRIMARY KEY (psn_id, slot_key);

ALTER TABLE ONLY public.courses
    ADD CONSTRAINT courses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.es_events
    ADD CONSTRAINT es_events_pkey PRIMARY KEY ("position");

ALTER TABLE ONLY public.families
    ADD CONSTRAINT families_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.id_sequences
    ADD CONSTRAINT id_sequences_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.inscriptions
    ADD CONSTRAINT inscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.mail_documents
    ADD CONSTRAINT mail_documents_pk PRIMARY KEY (type, id);

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.mailer_checkpoint
    ADD CONSTRAINT mailer_checkpoint_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.media_blobs
    ADD CONSTRAINT media_blobs_pkey PRIMARY KEY (sha256);

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.process_checkpoints
    ADD CONSTRAINT process_checkpoints_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.projection_checkpoints
    ADD CONSTRAINT projection_checkpoints_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.projection_faults
    ADD CONSTRAINT projection_faults_pkey PRIMARY KEY (read_model);

ALTER TABLE ONLY public.read_model_migrations_lock
    ADD CONSTRAINT read_model_migrations_lock_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.read_model_migrations
    ADD CONSTRAINT read_model_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE INDEX auth_email_claims_user ON public.auth_email_claims USING btree (user_id);

CREATE UNIQUE INDEX auth_keys_request ON public.auth_keys USING btree (purpose, request_id);

CREATE INDEX auth_sessions_user ON public.auth_sessions USING btree (user_id);

CREATE INDEX cards_fam_id ON public.cards USING btree (fam_id, id);

CREATE INDEX catalogue_links_to ON public.catalogue_links USING btree (to_model, to_id);

CREATE INDEX catalogue_views_slug ON public.catalogue_views USING btree (model, slug);

CREATE INDEX catalogue_views_sorted ON public.catalogue_views USING btree (model, sort_key, id);

CREATE INDEX command_idempotency_created ON public.command_idempotency USING btree (created_at);

CREATE INDEX contacts_received_at ON public.contacts USING btree (received_at);

CREATE INDEX course_slots_pool_start ON public.course_slots USING btree (psn_id, start);

CREATE INDEX courses_mns_start ON public.courses USING btree (usr_id, start);

CREATE INDEX courses_pool_start ON public.courses USING btree (psn_id, start);

CREATE INDEX courses_start ON public.courses USING btree (start, id);

CREATE UNIQUE INDEX es_events_event_id ON public.es_events USING btree (event_id);

CREATE UNIQUE INDEX es_events_stream ON public.es_events USING btree (stream_id, revision);

CREATE INDEX families_name_key ON public.families USING btree (name_key, id);

CREATE INDEX inscriptions_course ON public.inscriptions USING btree (crs_id, seq);

CREATE INDEX inscriptions_family ON public.inscriptions USING btree (fam_id, start);

CREATE INDEX mail_outbox_due ON public.mail_outbox USING btree (next_attempt_at) WHERE (status = 'pending'::text);

CREATE UNIQUE INDEX mail_outbox_source ON public.mail_outbox USING btree (source_event_id, kind, seq);

CREATE INDEX media_slug ON public.media USING btree (slug);

CREATE INDEX messages_contact ON public.messages USING btree (contact_id);

CREATE INDEX messages_course ON public.messages USING btree (crs_id);

CREATE INDEX newsletter_subscribers_added_at ON public.newsletter_subscribers USING btree (added_at);

CREATE INDEX orders_fam_id ON public.orders USING btree (fam_id, placed_at);

CREATE INDEX orders_placed_at ON public.orders USING btree (placed_at, id);

CREATE INDEX users_email_lower ON public.users USING btree (lower(email));

CREATE INDEX users_fam_id ON public.users USING btree (fam_id);

ALTER TABLE ONLY public.auth_sessions
    ADD CONSTRAINT auth_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.auth_credentials(user_id) ON DELETE CASCADE;


SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

INSERT INTO public.read_model_migrations VALUES ('2026112101_checkpoints_contacts_activities', '2026-11-26T13:46:03.955Z');
INSERT INTO public.read_model_migrations VALUES ('2026112102_families_users', '2026-11-26T13:46:04.016Z');
INSERT INTO public.read_model_migrations VALUES ('2026112201_catalogue_media', '2026-11-26T13:46:04.082Z');
INSERT INTO public.read_model_migrations VALUES ('2026112301_served_read_models', '2026-11-26T13:46:04.223Z');
INSERT INTO public.read_model_migrations VALUES ('2026112401_orders_cards', '2026-11-26T13:46:04.283Z');
INSERT INTO public.read_model_migrations VALUES ('2026112501_members_optional_email', '2026-11-26T13:46:04.295Z');
INSERT INTO public.read_model_migrations VALUES ('2026112502_courses_inscriptions', '2026-11-26T13:46:04.335Z');
INSERT INTO public.read_model_migrations VALUES ('2026112601_catalogue_translations', '2026-11-26T13:46:04.345Z');
INSERT INTO public.read_model_migrations VALUES ('2026112701_newsletter', '2026-11-26T13:46:04.379Z');
INSERT INTO public.read_model_migrations VALUES ('2026112702_mail_documents', '2026-11-26T13:46:04.403Z');
INSERT INTO public.read_model_migrations VALUES ('2026112703_messages', '2026-11-26T13:46:04.425Z');
INSERT INTO public.read_model_migrations VALUES ('2026112801_course_slots_notices', '2026-11-26T13:46:04.455Z');
INSERT INTO public.read_model_migrations VALUES ('2026112802_money_bigint_projection_faults', '2026-11-26T13:46:04.474Z');

INSERT INTO public.read_model_migrations_lock VALUES ('migration_lock', 0);


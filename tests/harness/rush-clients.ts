/**
 * The rush's clients in a process of their own (issue 42): the families' requests and the open
 * pages run here, not in the process that serves them, so the server's figures are the server's
 * (their JSON, sockets and timers take another process's CPU, as a thousand browsers would).
 * Started by `runRush` (tests/harness/term-rush.ts) with `fork`; it answers its messages in order:
 *
 * 1. `open` (the server's address, the term, how many pages): opens the pages, each reading the
 *    slots once and joining the public `terms` room; answers `opened` with what each shows.
 * 2. `go` (the families): sends every enrolment at once, an Idempotency-Key each; answers
 *    `answered` with each answer's kind and time.
 * 3. `settle` (the final places, how long to wait): waits for every page to show them; answers
 *    `settled` with when each page showed the term open and the final places, then closes them.
 *
 * Times crossing the two processes are epoch milliseconds (`performance.timeOrigin + now()`).
 */
import { TERMS_ROOM } from '@plouf/command-api/read-models';
import { heardOf, hearMore, withHeard, type HeardTerm } from '@plouf/command-api/term-figures';
import type { Socket } from 'socket.io-client';
import { connectLive, subscribe, type Change } from './socket.ts';

export interface SlotsAnswer {
  term: { id: number; phase: 'closed' | 'priority' | 'open' | 'ended'; enrolled: number; waiting: number } | null;
  terms: Array<{ id: number; phase: 'closed' | 'priority' | 'open' | 'ended'; enrolled: number; waiting: number }>;
  slots: Array<{ termId: number; tcsId: number; capacity: number; enrolled: number; waiting: number; placesLeft: number }>;
}

/** What a page shows of the term: its phase and each slot's places, in one comparable line. */
export const placesOf = (answer: SlotsAnswer) =>
  `${answer.term?.phase}|${[...answer.slots]
    .sort((a, b) => a.tcsId - b.tcsId)
    .map((slot) => `${slot.tcsId}:${slot.enrolled}/${slot.waiting}/${slot.placesLeft}`)
    .join(',')}`;

/** An enrolment to send: the family's session and what it asks for. */
export interface RushRequest {
  famId: number;
  cookie: string;
  /** `pay: 'tuition'`: the term's price, the place held while its order is paid (issue 43). */
  body: { termId: number; psnId: number; tcsId: number; usrId: number; cardId: number; fromDate: null; waitingList: boolean; pay?: 'card' | 'tuition' };
}

/** One answer as the client saw it. */
export interface ClientAnswer {
  famId: number;
  ms: number;
  /** Epoch ms. */
  endedAt: number;
  /** 'enrolled', 'waiting (full)', 'late (202)', or the refusal or failure as answered. */
  kind: string;
  enrId: number | null;
  status: string | null;
  weeksPaid: number;
}

export type ToClients =
  | { type: 'open'; url: string; termId: number; watchers: number }
  | { type: 'go'; requests: RushRequest[] }
  | { type: 'settle'; finalPlaces: string; settleMs: number };

export type FromClients =
  | { type: 'opened'; shown: Array<string | null> }
  | { type: 'answered'; answers: ClientAnswer[]; startedAt: number }
  | { type: 'settled'; shown: Array<string | null>; changedAt: number[]; openAt: Array<number | null>; reads: number; reconnections: number; failedReads: number; cpu: number }
  | { type: 'failed'; message: string };

/** Epoch milliseconds, comparable across the two processes. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** An open page: its socket in the `terms` room, and the places it shows (its latest read, with what it heard since). */
interface Page {
  socket: Socket;
  shown: string | null;
  /** When what it shows last changed (epoch ms). */
  changedAt: number;
  openAt: number | null;
  /** Forgets a read waiting for its burst to end. */
  stop(): void;
}

/** The front end's burst window for live notices (frontend/src/lib/coalesce.ts `LIVE_BURST_MS`). */
const LIVE_BURST_MS = 250;

interface Counter {
  reads: number;
  reconnections: number;
  failedReads: number;
}

/**
 * A page as the front end's `useTermSlots` keeps it: its latest answer, and what the notices said
 * since (the same `heardOf`, `hearMore`, `withHeard`): an opening's phase and a term's places are
 * shown at once; a notice that says more reads the slots again, once per burst of notices.
 */
async function openPage(url: string, termId: number, counter: Counter): Promise<Page> {
  const socket = await connectLive(url);
  const page: Page = { socket, shown: null, changedAt: 0, openAt: null, stop: () => undefined };
  let answer: SlotsAnswer | null = null;
  let answerFrom = 0;
  let heard: ReadonlyMap<number, HeardTerm> = new Map();
  let notices = 0;
  let asked = 0;
  let shownFrom = 0;
  const show = () => {
    if (!answer) return;
    const data = withHeard(answer, heard, answerFrom);
    if (data.term?.phase === 'open' && page.openAt === null) page.openAt = epochNow();
    const places = placesOf(data);
    if (places !== page.shown) {
      page.shown = places;
      page.changedAt = epochNow();
    }
  };
  const read = async () => {
    const mine = ++asked;
    const from = notices;
    counter.reads++;
    try {
      const response = await fetch(`${url}/webapi/Trimestre/slots?termId=${termId}`);
      const { data } = (await response.json()) as { data: SlotsAnswer };
      // A later read answered first: this older answer is not shown over it.
      if (mine < shownFrom) return;
      shownFrom = mine;
      answer = data;
      answerFrom = from;
      show();
    } catch {
      // A read that failed leaves the page as it was, until the next notice.
      counter.failedReads++;
    }
  };
  // As the front end does (useTermSlots through useLiveBatch): the notices of a burst that say more make one read, 250 ms after the first.
  let pending: ReturnType<typeof setTimeout> | undefined;
  page.stop = () => clearTimeout(pending);
  socket.on('change', (change: Change) => {
    if (change.readModel !== 'terms' || !(change.truncated || change.ids.includes(termId))) return;
    const news = heardOf(change);
    if (news) {
      heard = hearMore(heard, news, ++notices);
      show();
      return;
    }
    if (pending !== undefined) return;
    pending = setTimeout(() => {
      pending = undefined;
      void read();
    }, LIVE_BURST_MS);
  });
  const joined = await subscribe(socket, TERMS_ROOM);
  if (!joined.ok) throw new Error(`the terms room refused a visitor: ${joined.error}`);
  // As the front end does (api/live.ts): after a reconnection, the room is joined again and the page re-read.
  socket.on('connect', () => {
    counter.reconnections++;
    void subscribe(socket, TERMS_ROOM).then(read, () => undefined);
  });
  await read();
  return page;
}

/** Sorts an answer into its kind: an enrolment or a place on the waiting list (the slot was full), else what went wrong. */
async function enrol(url: string, request: RushRequest): Promise<ClientAnswer> {
  const begun = performance.now();
  const base = (kind: string) => ({ famId: request.famId, ms: performance.now() - begun, endedAt: epochNow(), kind, enrId: null, status: null, weeksPaid: 0 });
  let response: Response;
  let body: { resultCode: string; data: any };
  try {
    response = await fetch(`${url}/webapi/Family/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: request.cookie, 'idempotency-key': `rush-enrol-${request.body.termId}-${request.famId}` },
      body: JSON.stringify(request.body),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    return base(`no answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { status } = response;
  if (status === 202 && body.data?.accepted) return { ...base('late (202)'), enrId: body.data.id ?? null };
  if (status !== 200 || body.resultCode !== 'Ok') return base(`${status} ${body.resultCode}: ${body.data?.errorMessage ?? JSON.stringify(body.data)}`);
  const view = body.data as { id: number; status: string; weeksPaid: number };
  return { ...base(view.status === 'waiting' ? 'waiting (full)' : view.status), enrId: view.id, status: view.status, weeksPaid: view.weeksPaid };
}

/** Opens `count` pages, `width` at a time. */
async function openPages(url: string, termId: number, count: number, counter: Counter) {
  const pages: Page[] = [];
  const width = 20;
  for (let at = 0; at < count; at += width) pages.push(...(await Promise.all(Array.from({ length: Math.min(width, count - at) }, () => openPage(url, termId, counter)))));
  return pages;
}

/** The child's side: answers the parent's messages in order. */
function serve() {
  const counter: Counter = { reads: 0, reconnections: 0, failedReads: 0 };
  let pages: Page[] = [];
  let url = '';
  // The clients' own CPU from the pages' opening on (the bench prints it beside the server's).
  let cpu = process.cpuUsage();
  const send = (message: FromClients) => process.send!(message);
  const close = () => {
    for (const page of pages) {
      page.stop();
      page.socket.disconnect();
    }
  };
  process.on('message', (message: ToClients) => {
    void (async () => {
      if (message.type === 'open') {
        url = message.url;
        cpu = process.cpuUsage();
        pages = await openPages(url, message.termId, message.watchers, counter);
        counter.reads = 0;
        send({ type: 'opened', shown: pages.map((page) => page.shown) });
      } else if (message.type === 'go') {
        const startedAt = epochNow();
        const answers = await Promise.all(message.requests.map((request) => enrol(url, request)));
        send({ type: 'answered', answers, startedAt });
      } else {
        const deadline = Date.now() + message.settleMs;
        while (pages.some((page) => page.shown !== message.finalPlaces || page.openAt === null) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        const used = process.cpuUsage(cpu);
        send({ type: 'settled', shown: pages.map((page) => page.shown), changedAt: pages.map((page) => page.changedAt), openAt: pages.map((page) => page.openAt), ...counter, cpu: (used.user + used.system) / 1e6 });
        close();
        process.disconnect();
      }
    })().catch((error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      close();
      process.disconnect();
    });
  });
}

if (process.send && process.env.PLOUF_RUSH_CLIENTS === '1') serve();

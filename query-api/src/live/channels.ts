import type { ChangeNotice, SessionUser } from '@plouf/infra';
export { isPlatformAdmin } from '@plouf/infra';

/**
 * A read model's live channel: which rooms its notices go to (each with the ids it may carry), and
 * who may join them. Every room a client asks for must match one channel's pattern and pass its
 * check, on the server; the check is made again whenever the session or its rights change.
 */
export interface LiveChannel {
  readModel: string;
  /** Rooms this channel serves, e.g. /^admin:contacts$/. */
  room: RegExp;
  mayJoin(user: SessionUser | null, match: RegExpExecArray): boolean;
  deliveries(notice: ChangeNotice): { room: string; ids: number[] }[];
}

/** The notice the live server hears when sessions end or rights change: `ids` are user ids. */
export const SESSIONS_NOTICE = '$sessions';

import type { ChangeNotice, SessionUser } from '@plouf/infra';
export { isPlatformAdmin } from '@plouf/infra';

/**
 * A read model's live channel: which rooms its notices go to, and who may join them. Every room a
 * client asks for must match one channel's pattern and pass its check, on the server.
 */
export interface LiveChannel {
  readModel: string;
  /** Rooms this channel serves, e.g. /^admin:contacts$/. */
  room: RegExp;
  mayJoin(user: SessionUser | null, match: RegExpExecArray): boolean;
  roomsFor(notice: ChangeNotice): string[];
}


import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import type { LiveStatus } from '../../../api/live.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';

/**
 * Calls `onChange` once another save of a template or skin has reached the read model (the
 * `admin:mail` room), for the screen to load again what it shows. Returns the room's status.
 */
export function useMailLive(onChange: () => void): LiveStatus {
  // Several notices in a burst make one reload.
  return useLiveBatch(ADMIN_ROOMS.mail, (change) => change.readModel === NOTICES.mail, () => onChange());
}

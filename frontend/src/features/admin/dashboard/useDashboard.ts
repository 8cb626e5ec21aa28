import { ADMIN_ROOMS } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getDashboard, type DashboardView } from '../../../api/dashboard.ts';
import { useLiveNotices, useLiveRoom, type LiveStatus } from '../../../api/live.ts';
import type { DayRange } from './period.ts';
import { REREAD_MS, rereadGate } from './rereads.ts';

export type DashboardState = { status: 'loading' | 'done'; view: DashboardView | null } | { status: 'error'; view: DashboardView | null; error: unknown };

/**
 * The dashboard of a period: read when the period changes, and again when a figure may have moved
 * (a notice in `admin:dashboard`, `admin:contacts`, `admin:newsletter` or `admin:orders`), grouped by `rereadGate`.
 * Only the latest read is shown; the previous view stays on screen while the next one comes.
 */
export function useDashboard(range: DayRange | null): { state: DashboardState; liveStatus: LiveStatus; reload: () => void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading', view: null });
  const latestRequest = useRef(0);
  const latestRange = useRef(range);
  latestRange.current = range;

  const load = useCallback(async () => {
    const asked = latestRange.current;
    if (!asked) return;
    const request = ++latestRequest.current;
    try {
      const view = await getDashboard(asked.from, asked.to);
      if (request === latestRequest.current) setState({ status: 'done', view });
    } catch (error) {
      if (request === latestRequest.current) setState((previous) => ({ status: 'error', view: previous.view, error }));
    }
  }, []);

  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    if (from === undefined || to === undefined) return;
    setState((previous) => ({ status: 'loading', view: previous.view }));
    void load();
  }, [from, to, load]);

  const [gate] = useState(() => rereadGate(load, REREAD_MS, () => Date.now()));
  useEffect(() => () => gate.stop(), [gate]);
  const liveStatus = useLiveRoom(ADMIN_ROOMS.dashboard, gate.request);
  // Joined (again, after a lost connection): what changed meanwhile sent no notice here.
  useEffect(() => {
    if (liveStatus === 'live') gate.request();
  }, [liveStatus, gate]);
  useLiveNotices(ADMIN_ROOMS.contacts, gate.request, gate.request);
  useLiveNotices(ADMIN_ROOMS.newsletter, gate.request, gate.request);
  // The families' balances (issue 43) are the ledgers', written beside the orders.
  useLiveNotices(ADMIN_ROOMS.orders, gate.request, gate.request);

  return { state, liveStatus, reload: () => void load() };
}

import { liveSocketCloses } from '@pms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { LiveMessage } from '../types/calendarTypes.ts';
import { isCalendarSyncMessage, notifyCalendarConflict } from '../utils/calendarSyncNotice.ts';
import { isHousekeepingMessage } from '../utils/liveCondition.ts';
import { useApplyLiveCondition } from './useApplyLiveCondition.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

const MIN_DELAY = 1000;
const MAX_DELAY = 30_000;

/**
 * The socket is authenticated by the httpOnly session cookie the browser sends with the upgrade; no
 * ?token= in the URL, where proxies and access logs would keep it.
 */
function socketUrl(companyId: number): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws/v2/calendar/${companyId}/`;
}

function isLiveMessage(value: unknown): value is LiveMessage {
  const booking = (value as { booking?: { id?: unknown; kind?: unknown } } | null)?.booking;
  return typeof booking?.id === 'number' && typeof booking.kind === 'string';
}

/** Closes after which the same socket must not come back: the session ended or no longer allows it. */
const FINAL_CLOSES = new Set<number>([liveSocketCloses.signedOut.code, liveSocketCloses.forbidden.code]);

/**
 * Live calendar updates: each pushed hold is applied by useApplyLiveItem, each room's condition change
 * (issue 33: the boards' and the calendar's) by useApplyLiveCondition. The socket reconnects with
 * exponential back-off (1 s → 30 s); after a reconnect the calendar is refetched once, because messages
 * sent while disconnected are lost. `onStatus` reports whether the socket is open.
 *
 * The server closes the socket when its session changed (domain liveSocketCloses). Each such close
 * refetches the profile, whose answer then leads where the session now allows: a 401 to the login (the
 * API client), fewer companies or another role to the next company or 'Недостаточно прав' (the layout).
 * After a logout or a refusal the socket does not come back; after a role change it reconnects at once.
 */
export function useCalendarSocket(
  companyId: number | null,
  enabled: boolean,
  onStatus?: (open: boolean) => void,
) {
  const queryClient = useQueryClient();
  const applyLiveItem = useApplyLiveItem();
  const applyRef = useRef(applyLiveItem);
  applyRef.current = applyLiveItem;
  const applyLiveCondition = useApplyLiveCondition();
  const conditionRef = useRef(applyLiveCondition);
  conditionRef.current = applyLiveCondition;
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;

  useEffect(() => {
    if (!enabled || companyId === null) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = MIN_DELAY;
    let hadConnection = false;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(socketUrl(companyId));
      socket.onopen = () => {
        delay = MIN_DELAY;
        statusRef.current?.(true);
        if (hadConnection) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
          void queryClient.invalidateQueries({ queryKey: queryKeys.today });
          void queryClient.invalidateQueries({ queryKey: queryKeys.bookingList });
          void queryClient.invalidateQueries({ queryKey: queryKeys.housekeeping.boards });
        }
        hadConnection = true;
      };
      socket.onmessage = (event) => {
        try {
          const data: unknown = JSON.parse(String(event.data));
          if (isLiveMessage(data)) applyRef.current(data.booking);
          else if (isHousekeepingMessage(data)) conditionRef.current(data.housekeeping);
          else if (isCalendarSyncMessage(data)) {
            notifyCalendarConflict(data.calendar_sync);
            void queryClient.invalidateQueries({ queryKey: queryKeys.calendarSync.all });
          }
        } catch {
          // A malformed message is skipped; the next reconnect catches up anyway.
        }
      };
      socket.onclose = (event) => {
        statusRef.current?.(false);
        if (stopped) return;
        const final = FINAL_CLOSES.has(event.code);
        const roleChanged = event.code === liveSocketCloses.roleChanged.code;
        if (final || roleChanged) void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
        if (final) {
          stopped = true;
          return;
        }
        timer = setTimeout(connect, roleChanged ? 0 : delay);
        delay = Math.min(delay * 2, MAX_DELAY);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (!socket) return;
      socket.onclose = null;
      socket.onmessage = null;
      // Closing a socket that is still connecting makes the browser log an error; close it once open.
      if (socket.readyState === WebSocket.CONNECTING) {
        const pending = socket;
        pending.onopen = () => pending.close();
      } else socket.close();
    };
  }, [companyId, enabled, queryClient]);
}

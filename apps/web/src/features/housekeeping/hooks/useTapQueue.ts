import type { RoomCondition } from '@pms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { newIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useProfile } from '../../auth/hooks/useProfile.ts';
import type { Board, ConditionAnswer } from '../types/housekeepingTypes.ts';
import {
  drain,
  failureOf,
  parseQueue,
  type QueuedTap,
  queueStorageKey,
  type SendResult,
  tapBody,
  withAnswer,
} from '../utils/tapQueue.ts';

/** How often a queue left unsent is tried again, besides the browser's 'online' event. */
const RETRY_MS = 10_000;

const read = (key: string | null) => (key ? parseQueue(localStorage.getItem(key)) : []);

async function send(tap: QueuedTap): Promise<SendResult> {
  try {
    const answer = await api.post<ConditionAnswer>('/api/v2/housekeeping/condition/', tapBody(tap), {
      idempotencyKey: tap.key,
    });
    return { kind: 'answered', answer };
  } catch (error) {
    return error instanceof ApiError ? failureOf(error.status, error.error) : { kind: 'unsent' };
  }
}

export interface TapInput {
  room: number;
  bed: number | null;
  condition: RoomCondition;
  reason?: string;
  note?: string;
}

/**
 * The phone's taps (utils/tapQueue.ts): each is queued in localStorage with its time and key, then the
 * queue is sent in order; what did not reach the server is sent again when the browser is back online
 * and every RETRY_MS. Each answer is written into the boards at once (the server's word over the
 * phone's), a refusal is shown, and the boards are asked again once the queue is empty.
 */
export function useTapQueue() {
  const queryClient = useQueryClient();
  const companyId = useCompanyId();
  const employeeId = useProfile().data?.id;
  const key = companyId !== null && employeeId !== undefined ? queueStorageKey(companyId, employeeId) : null;
  const [queue, setQueue] = useState<QueuedTap[]>(() => read(key));
  const queueRef = useRef(queue);
  const keyRef = useRef(key);
  const draining = useRef(false);

  const save = useCallback((next: QueuedTap[]) => {
    queueRef.current = next;
    if (keyRef.current) localStorage.setItem(keyRef.current, JSON.stringify(next));
    setQueue(next);
  }, []);

  const flush = useCallback(async () => {
    if (draining.current || queueRef.current.length === 0) return;
    draining.current = true;
    try {
      let left = 0;
      // Taps made while a run is sending join it: run again until nothing new is left behind.
      while (queueRef.current.length > 0) {
        const out = await drain(queueRef.current, async (tap) => {
          const result = await send(tap);
          if (result.kind !== 'unsent') save(queueRef.current.filter((t) => t.key !== tap.key));
          return result;
        });
        for (const answer of out.answers)
          queryClient.setQueriesData<Board>({ queryKey: queryKeys.housekeeping.boards }, (board) =>
            board ? { ...board, rooms: withAnswer(board.rooms, answer) } : board,
          );
        for (const refusal of out.refusals) notifyRefusal(refusal.message);
        left = out.left.length;
        if (left > 0) break;
      }
      if (left === 0) void queryClient.invalidateQueries({ queryKey: queryKeys.housekeeping.boards });
    } finally {
      draining.current = false;
    }
  }, [queryClient, save]);

  // Another employee or company: its own queue.
  useEffect(() => {
    keyRef.current = key;
    const stored = read(key);
    queueRef.current = stored;
    setQueue(stored);
    void flush();
  }, [key, flush]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const waiting = queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  const tap = useCallback(
    (input: TapInput) => {
      save([
        ...queueRef.current,
        {
          key: newIdempotencyKey(),
          room: input.room,
          bed: input.bed,
          condition: input.condition,
          reason: input.reason?.trim() ?? '',
          note: input.note?.trim() ?? '',
          tapped_at: Math.floor(Date.now() / 1000),
        },
      ]);
      void flush();
    },
    [save, flush],
  );

  return { queue, tap };
}

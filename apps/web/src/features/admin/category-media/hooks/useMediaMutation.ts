import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';

interface MediaMutation<V, R> {
  fn: (v: V) => Promise<R>;
  /** The category list's key: refreshed after the change, so the list shows the new main picture. */
  listKey: readonly string[];
  done?: string;
  /** The screen shows a refusal under its input, not in a toast. */
  inline?: boolean;
}

/**
 * A change to a category's pictures or tags: says `done`, or the server's refusal (in a toast, unless the
 * screen shows it under its input: `inline`), and refreshes the category list.
 */
export function useMediaMutation<V, R>({ fn, listKey, done, inline }: MediaMutation<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (done) notifySuccess(done);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: inline ? undefined : notifyError,
  });
}

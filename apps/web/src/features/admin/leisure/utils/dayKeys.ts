/**
 * The weekday and month keys a tariff is sold on (the specification's `mon … san`, `jan … dec` with
 * `okt`): kept in their calendar order whatever order the chips were clicked in, and read back as short
 * runs for the tariffs list ('Пн–Пт', 'Дек–Фев').
 */

/** `selected` in the keys' own order, each once; anything that is not one of `keys` is dropped. */
export function inKeyOrder<K extends string>(keys: readonly K[], selected: readonly string[]): K[] {
  const chosen = new Set(selected);
  return keys.filter((key) => chosen.has(key));
}

/**
 * The chosen keys as runs of neighbours, in the keys' order. With `wrap` the keys go round, so a run
 * over the end is one run: December, January, February is the winter's Дек–Фев. Weeks do not wrap: a
 * week read from Monday, 'Пт–Пн, Ср' is harder to read than 'Пн, Ср, Пт–Вс'.
 */
export function keyRuns<K extends string>(
  keys: readonly K[],
  selected: readonly string[],
  wrap = false,
): K[][] {
  const chosen = new Set(selected);
  const runs: K[][] = [];
  for (const key of keys) {
    if (!chosen.has(key)) continue;
    const last = runs.at(-1);
    const previous = keys[keys.indexOf(key) - 1];
    if (last && previous !== undefined && last.at(-1) === previous) last.push(key);
    else runs.push([key]);
  }
  const first = runs[0];
  const end = runs.at(-1);
  if (wrap && first && end && first !== end && first[0] === keys[0] && end.at(-1) === keys.at(-1)) {
    runs.pop();
    runs[0] = [...end, ...first];
  }
  return runs;
}

/**
 * A short reading of the chosen keys: null when all are chosen (the caller says 'Ежедневно'); a run of
 * three or more as 'first–last', shorter runs key by key, all joined by ', '.
 */
export function summarizeKeys<K extends string>(
  keys: readonly K[],
  selected: readonly string[],
  label: (key: K) => string,
  wrap = false,
): string | null {
  const runs = keyRuns(keys, selected, wrap);
  if (runs.length === 1 && runs[0]?.length === keys.length) return null;
  return runs
    .map((run) =>
      run.length >= 3 ? `${label(run[0] as K)}–${label(run.at(-1) as K)}` : run.map(label).join(', '),
    )
    .join(', ');
}

/**
 * The price grid as a workbook (issue 32: 'the manager's spreadsheet round-trips'; docs/pricing.md 'The
 * grid as a workbook'). The export is the grid's window; the import reads the same layout back, checks
 * every cell (a Russian refusal naming the sheet's cell) and writes only the cells that differ from the
 * grid, in one transaction with one journal line. Any refusal changes nothing. A derived plan's lines
 * are read-only: its prices and restrictions follow its parent, so a changed cell there is refused.
 */
import {
  type DayRestriction,
  dayRestrictionProblem,
  formatMoney,
  rateXlsxMessages as m,
  parseMoney,
  periodDays,
  RATE_GRID_MAX_DAYS,
  type RateGridView,
  type RateSheetLine,
  readSheetDate,
  readSheetMark,
  readSheetPrice,
  readSheetStays,
  sheetCellName,
  sheetLineOf,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import {
  FIRST_DATE_COLUMN,
  rateGridXlsx,
  readRateGridXlsx,
  type SheetLine,
} from '../../render/rate-grid-xlsx.ts';
import { ratesRepository as repo } from './rates.repository.ts';
import { rateGrid } from './rates.service.ts';

/** At most this many refused cells are listed; the count says how many there were. */
const SHOWN_PROBLEMS = 20;

export async function exportGridXlsx(
  db: Db,
  actor: Actor,
  q: { start: string; end: string },
): Promise<{ fileName: string; content: Buffer }> {
  const grid = await rateGrid(db, actor, q);
  return { fileName: `Цены ${q.start} — ${q.end}.xlsx`, content: await rateGridXlsx(grid) };
}

type Restriction = Required<{ [K in keyof DayRestriction]: NonNullable<DayRestriction[K]> | null }>;
const restrictionFields = [
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
  'stop_sell',
] as const satisfies readonly (keyof Restriction)[];

/** A cell the import changes: where it is, and the sheet cell that changed it (for a later refusal). */
interface CellChange {
  plan: number;
  category: number;
  date: string;
  price?: number | null;
  restriction?: Partial<Restriction>;
  cells: Partial<Record<RateSheetLine, string>>;
}

/**
 * Reads an uploaded workbook and applies what differs from the grid, all or nothing. Returns how many
 * sheet cells changed the grid (0: the file matches, nothing written, nothing journaled).
 */
export async function importGridXlsx(db: Db, actor: Actor, bytes: Buffer): Promise<{ changed: number }> {
  let sheet: Awaited<ReturnType<typeof readRateGridXlsx>>;
  try {
    sheet = await readRateGridXlsx(bytes);
  } catch {
    throw badRequest(m.notXlsx, 'file');
  }
  if (!sheet) throw badRequest(m.noSheet, 'file');
  const problems: string[] = [];
  const columns = headerDates(sheet.header, problems);
  const dates = columns.filter((d): d is string => d !== null);
  if (dates.length === 0) throw badRequest(problems[0] ?? m.noDates, 'file');
  const sorted = [...dates].sort();
  const start = sorted[0]!;
  const end = sorted.at(-1)!;
  if (periodDays(start, end) > RATE_GRID_MAX_DAYS) {
    const last = columns.lastIndexOf(end);
    throw badRequest(m.tooLong(sheetCellName(1, FIRST_DATE_COLUMN + last)), 'file');
  }

  return write(db, actor, async (tx) => {
    // The tree is held while the file is compared and written: a plan cannot turn derived meanwhile.
    await repo.plans(tx, actor.companyId, true);
    const grid = await rateGrid(tx, actor, { start, end });
    const changes = compare(grid, columns, sheet.lines, problems);
    if (problems.length) {
      const shown = problems.slice(0, SHOWN_PROBLEMS).join('\n');
      throw badRequest(m.refused(problems.length, shown), 'file');
    }
    let changed = 0;
    const byPlan = new Map<number, CellChange[]>();
    for (const change of changes.values()) {
      changed += Object.keys(change.cells).length;
      byPlan.set(change.plan, [...(byPlan.get(change.plan) ?? []), change]);
    }
    if (changed === 0) return { changed };
    for (const [planId, list] of byPlan) {
      const prices = list
        .filter((c) => c.price !== undefined)
        .map((c) => ({
          category_id: c.category,
          date: c.date,
          base: c.price === null ? null : formatMoney(c.price!),
        }));
      await repo.upsertPrices(tx, actor.companyId, planId, prices, ['base']);
      // Cells that end with the same restrictions are written together, each with all five fields.
      const groups = new Map<string, { set: Restriction; cells: { category_id: number; date: string }[] }>();
      for (const c of list) {
        if (!c.restriction) continue;
        const set = c.restriction as Restriction;
        const key = JSON.stringify(restrictionFields.map((f) => set[f]));
        const group = groups.get(key) ?? { set, cells: [] };
        group.cells.push({ category_id: c.category, date: c.date });
        groups.set(key, group);
      }
      for (const { set, cells } of groups.values())
        await repo.upsertRestrictions(tx, actor.companyId, planId, cells, set as DayRestriction);
    }
    const planNames = grid.plans.filter((p) => byPlan.has(p.id)).map((p) => p.name);
    const categoryIds = new Set([...changes.values()].map((c) => c.category));
    await repo.journal(tx, actor.companyId, [...byPlan.keys()][0]!, {
      name: planNames.join(', '),
      source: 'xlsx',
      from: start,
      to: end,
      categories: grid.categories.filter((c) => categoryIds.has(c.id)).map((c) => c.name),
      cells: changed,
    });
    return { changed };
  });
}

/** Row 1's dates by column (null: an empty column, ignored); a bad or repeated one is a problem. */
function headerDates(header: SheetLine['cells'], problems: string[]): (string | null)[] {
  const seen = new Set<string>();
  return header.map((value, i) => {
    const cell = sheetCellName(1, FIRST_DATE_COLUMN + i);
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const date = readSheetDate(value);
    if (!date) {
      problems.push(m.badDate(cell));
      return null;
    }
    if (seen.has(date)) {
      problems.push(m.repeatedDate(cell));
      return null;
    }
    seen.add(date);
    return date;
  });
}

/** The sheet's lines against the grid: each differing cell as a change, each bad cell as a problem. */
function compare(
  grid: RateGridView,
  columns: (string | null)[],
  lines: SheetLine[],
  problems: string[],
): Map<string, CellChange> {
  const plans = new Map(grid.plans.map((p) => [p.name.trim().toLowerCase(), p]));
  const categories = new Map<string, RateGridView['categories']>();
  for (const c of grid.categories) {
    const key = c.name.trim().toLowerCase();
    categories.set(key, [...(categories.get(key) ?? []), c]);
  }
  const rows = new Map(grid.rows.map((r) => [`${r.rate_plan}:${r.category}`, r]));
  const dateIndex = new Map(grid.dates.map((d, i) => [d, i]));
  const seenLines = new Set<string>();
  const changes = new Map<string, CellChange>();

  for (const line of lines) {
    const plan = plans.get(line.plan.toLowerCase());
    if (!plan) {
      problems.push(m.unknownPlan(sheetCellName(line.row, 1), line.plan));
      continue;
    }
    const found = categories.get(line.category.toLowerCase()) ?? [];
    if (found.length !== 1) {
      const cell = sheetCellName(line.row, 2);
      problems.push(
        found.length ? m.ambiguousCategory(cell, line.category) : m.unknownCategory(cell, line.category),
      );
      continue;
    }
    const category = found[0]!;
    const row = rows.get(`${plan.id}:${category.id}`);
    if (!row) {
      problems.push(m.notSold(sheetCellName(line.row, 1), plan.name, category.name));
      continue;
    }
    const kind = sheetLineOf(line.label);
    if (!kind) {
      problems.push(m.unknownLine(sheetCellName(line.row, 3)));
      continue;
    }
    const lineKey = `${plan.id}:${category.id}:${kind}`;
    if (seenLines.has(lineKey)) {
      problems.push(m.repeatedLine(sheetCellName(line.row, 3)));
      continue;
    }
    seenLines.add(lineKey);
    const derived = plan.parent !== null;

    columns.forEach((date, j) => {
      if (date === null) return;
      const i = dateIndex.get(date)!;
      const cell = sheetCellName(line.row, FIRST_DATE_COLUMN + j);
      const raw = line.cells[j];
      let differs: boolean;
      let price: number | null | undefined;
      let restriction: Partial<Restriction> | undefined;
      if (kind === 'price') {
        const read = readSheetPrice(raw);
        if (!read.ok) {
          problems.push(
            read.problem === 'negative'
              ? m.priceNegative(cell)
              : read.problem === 'too_precise'
                ? m.priceTooPrecise(cell)
                : m.priceNotNumber(cell),
          );
          return;
        }
        const current = row.price[i] == null ? null : parseMoney(row.price[i]!);
        // An empty cell of a date without a price of its own already follows the scheme; a number equal
        // to the scheme's price is left to the scheme too, so the unchanged file writes nothing.
        differs = read.value === null && !derived ? Boolean(row.dated[i]) : read.value !== current;
        price = read.value;
      } else if (kind === 'min_stay' || kind === 'max_stay') {
        const nights = readSheetStays(raw);
        if (nights === undefined) {
          problems.push(m.staysNotNumber(cell));
          return;
        }
        differs = nights !== row[kind][i];
        restriction = { [kind]: nights };
      } else {
        const mark = readSheetMark(raw);
        if (mark === undefined) {
          problems.push(m.markNotKnown(cell));
          return;
        }
        differs = mark !== row[kind][i];
        restriction = { [kind]: mark };
      }
      if (!differs) return;
      if (derived) {
        problems.push(m.derivedReadOnly(cell, plan.name));
        return;
      }
      const key = `${plan.id}:${category.id}:${date}`;
      const change: CellChange = changes.get(key) ?? {
        plan: plan.id,
        category: category.id,
        date,
        cells: {},
      };
      change.cells[kind] = cell;
      if (price !== undefined) change.price = price;
      if (restriction) {
        // The date's restrictions as the grid has them (a root plan's are its own), with this line's.
        change.restriction ??= Object.fromEntries(restrictionFields.map((f) => [f, row[f][i] ?? null]));
        Object.assign(change.restriction, restriction);
      }
      changes.set(key, change);
    });
  }
  for (const change of changes.values()) {
    if (!change.restriction) continue;
    const problem = dayRestrictionProblem(change.restriction as DayRestriction);
    if (problem) problems.push(m.maxBelowMin(change.cells.max_stay ?? change.cells.min_stay ?? ''));
  }
  return changes;
}

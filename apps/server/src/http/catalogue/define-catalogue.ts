/**
 * One declaration per catalogue (services, discounts, payment types, sales channels, food tariffs…)
 * yields its whole CRUD at the specification's path: a searchable, paged list, get, create, update
 * (PUT or PATCH) and delete, every query scoped to the request's company, with one set of answers:
 * 400 for bad input, 404 for an unknown or another company's id, 409 for a taken name or a record in use.
 * A catalogue with extra actions (add-blocks, price grids) registers only those beside it.
 */
import { activeListQuerySchema, catalogueMessages, fillMessage, messages, pageOf } from '@pms/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageQuery } from '../../db/page-query.ts';
import { matches } from '../../db/search-pattern.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../actor.ts';
import { requestActor } from '../auth-context.ts';
import { AppError, notFound, PG_FOREIGN_KEY, PG_UNIQUE, pgCode } from '../errors.ts';
import { pageWindow } from '../paging.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { RouteAccess } from '../route-permissions.ts';
import { errorResponses, idParams } from '../views.ts';
import type { InUse } from './in-use.ts';

/**
 * The columns every catalogue table has; most also have `name` (the list's default order) and
 * `is_active` (its `is_active` filter). One without them says its order and filter column instead.
 */
interface CatalogueTable extends PgTable {
  id: PgColumn;
  companyId: PgColumn;
  name?: PgColumn;
  isActive?: PgColumn;
}

type Row<T extends CatalogueTable> = T['$inferSelect'];
type Insert<T extends CatalogueTable> = Omit<T['$inferInsert'], 'companyId' | 'id'>;

export interface CatalogueDeclaration<
  T extends CatalogueTable,
  In extends z.ZodType,
  View extends z.ZodType,
> {
  /** The collection path, e.g. '/api/v2/service-discount/services/'. */
  path: string;
  /**
   * Who may call it: reading with 'catalogues.view' (everyone who works with bookings reads the
   * catalogues), changing with 'catalogues.edit' (prices among them are the managers'); `list` when the
   * collection's GET is read more widely than its records.
   */
  access?: { list?: RouteAccess };
  /** The OpenAPI tag. */
  tag: string;
  /** What one record is called and what many are, in the operations' summaries: ['service', 'services']. */
  noun: [one: string, many: string];
  table: T;
  /** The body of POST, and of PUT unless the catalogue updates by PATCH. */
  input: In;
  /** Set when the specification updates by PATCH {id}/: its body, any subset of the fields. */
  patchInput?: z.ZodType;
  view: View;
  /** The row's columns from a (whole or partial) body. */
  columns: (input: Partial<z.infer<In>>) => Partial<Insert<T>>;
  /** Rows to answers; batch, so a catalogue may read what belongs to the rows in one query. */
  present: (db: Db, companyId: number, rows: Row<T>[]) => Promise<z.infer<View>[]>;
  /** The table's stored search text (schema.ts `searchText`): what the list's `search` looks in. */
  search: PgColumn;
  /** What refuses a delete; a catalogue whose history needs its rows names who uses them. */
  inUse: InUse[];
  /**
   * What the catalogue also writes in the same transaction (a tariff's price grids, a room's beds);
   * `before` is the row as it was, absent on a create.
   */
  afterWrite?: (
    tx: Db,
    companyId: number,
    row: Row<T>,
    input: Partial<z.infer<In>>,
    before?: Row<T>,
  ) => Promise<void>;
  /** The 409 for a name the company already has; 'Запись с таким названием уже есть' unless its own. */
  nameTakenMessage?: string;
  /** More list filters from the query string (rooms by `category`). */
  listFilters?: { query: z.ZodRawShape; where: (query: Record<string, unknown>) => SQL | undefined };
  /** The 404's message; 'Не найдено' unless the catalogue has its own. */
  notFoundMessage?: string;
  /** The list's order; by name (case-insensitive), then id, unless the catalogue has its own. */
  orderBy?: (SQL | PgColumn)[];
  /** The column the list's `is_active` filters; the table's `is_active` unless named (news: `published`). */
  activeColumn?: PgColumn;
  /**
   * Checks a (whole or partial) body against the company's other records before it is written, in the
   * same transaction (e.g. that a picture it names is the company's); throws the refusal.
   */
  validate?: (tx: Db, companyId: number, input: Partial<z.infer<In>>, before?: Row<T>) => Promise<void>;
}

type ListQuery = z.infer<typeof activeListQuerySchema>;

/** A unique violation on the catalogue's name index is a 409 on the name. */
async function nameConflictAs409<R>(work: () => Promise<R>, message: string): Promise<R> {
  try {
    return await work();
  } catch (err) {
    if (pgCode(err) === PG_UNIQUE) throw new AppError(409, message, 'name');
    throw err;
  }
}

/** The reads and writes one declaration yields; routes call them, and so can tests and benches. */
export function catalogueService<T extends CatalogueTable, In extends z.ZodType, View extends z.ZodType>(
  d: CatalogueDeclaration<T, In, View>,
) {
  const t = d.table;
  const ofCompany = (companyId: number, extra?: SQL) => and(eq(t.companyId, companyId), extra);
  const order = d.orderBy ?? (t.name ? [sql`lower(${t.name})`, asc(t.id)] : [asc(t.id)]);
  const active = d.activeColumn ?? t.isActive;
  const nameTaken = d.nameTakenMessage ?? catalogueMessages.nameTaken;

  async function find(db: Db, companyId: number, id: number, lock = false): Promise<Row<T>> {
    const q = db
      .select()
      .from(t as PgTable)
      .where(ofCompany(companyId, eq(t.id, id)));
    const [row] = await (lock ? q.for('update') : q);
    if (!row) throw notFound(d.notFoundMessage ?? messages.notFound);
    return row as Row<T>;
  }

  const one = async (db: Db, companyId: number, row: Row<T>) =>
    (await d.present(db, companyId, [row]))[0] as z.infer<View>;

  return {
    /** The company's row `id` (locked for the transaction with `lock`), or 404. */
    find,

    /** A page of the company's rows, searched; `only` narrows it further (e.g. one kind of channel). */
    async list(db: Db, actor: Actor, q: ListQuery & Record<string, unknown>, only?: SQL) {
      const { offset, limit, search } = pageWindow(q);
      const where = ofCompany(
        actor.companyId,
        and(
          search ? matches(d.search, search) : undefined,
          q.is_active === undefined || !active ? undefined : eq(active, q.is_active),
          only,
          d.listFilters?.where(q),
        ),
      );
      const { rows, total } = await pageQuery(db, t, {
        where,
        orderBy: order,
        offset,
        limit,
      });
      return {
        count: total,
        results: await d.present(db, actor.companyId, rows as Row<T>[]),
      };
    },

    async get(db: Db, actor: Actor, id: number) {
      return one(db, actor.companyId, await find(db, actor.companyId, id));
    },

    async create(db: Db, actor: Actor, input: z.infer<In>) {
      const row = await nameConflictAs409(
        () =>
          write(db, actor, async (tx) => {
            await d.validate?.(tx, actor.companyId, input);
            const [inserted] = await tx
              .insert(t)
              .values({ ...d.columns(input), companyId: actor.companyId } as T['$inferInsert'])
              .returning();
            await d.afterWrite?.(tx, actor.companyId, inserted as Row<T>, input);
            return inserted as Row<T>;
          }),
        nameTaken,
      );
      return one(db, actor.companyId, row);
    },

    async update(db: Db, actor: Actor, id: number, input: Partial<z.infer<In>>) {
      const row = await nameConflictAs409(
        () =>
          write(db, actor, async (tx) => {
            const before = await find(tx, actor.companyId, id, true);
            await d.validate?.(tx, actor.companyId, input, before);
            // A PATCH names some fields: the others are left as they are.
            const columns = Object.fromEntries(
              Object.entries(d.columns(input)).filter(([, value]) => value !== undefined),
            );
            const updated =
              Object.keys(columns).length > 0
                ? (
                    (await tx
                      .update(t)
                      .set(columns as never)
                      .where(ofCompany(actor.companyId, eq(t.id, id)))
                      .returning()) as Row<T>[]
                  )[0]!
                : await find(tx, actor.companyId, id);
            await d.afterWrite?.(tx, actor.companyId, updated as Row<T>, input, before);
            return updated as Row<T>;
          }),
        nameTaken,
      );
      return one(db, actor.companyId, row);
    },

    /** Refused with 409 naming the first user; history that needs the row keeps it (deactivate instead). */
    async remove(db: Db, actor: Actor, id: number) {
      await write(db, actor, async (tx) => {
        await find(tx, actor.companyId, id, true);
        for (const use of d.inUse) {
          const what = await use.find(tx, actor.companyId, id);
          if (what) throw new AppError(409, fillMessage(catalogueMessages.inUse, { what }));
        }
        try {
          await tx.delete(t).where(ofCompany(actor.companyId, eq(t.id, id)));
        } catch (err) {
          // A reference written between the checks and the delete still hits its foreign key.
          if (pgCode(err) === PG_FOREIGN_KEY) {
            throw new AppError(409, fillMessage(catalogueMessages.inUse, { what: 'запись в истории' }));
          }
          throw err;
        }
      });
    },
  };
}

/** Registers the declaration's five calls at its path. */
export function catalogueRoutes<T extends CatalogueTable, In extends z.ZodType, View extends z.ZodType>(
  d: CatalogueDeclaration<T, In, View>,
) {
  const service = catalogueService(d);
  const routes = (app: FastifyInstance, { db }: RouteDeps) => {
    // The schemas below validate every request before a handler runs, so the casts only name their result.
    type Req = FastifyRequest<{ Params: { id: number }; Querystring: ListQuery; Body: unknown }>;
    const tags = [d.tag];
    const item = `${d.path}:id/`;
    const route = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      schema: FastifySchema,
      handler: (req: Req, reply: FastifyReply) => Promise<unknown>,
    ) =>
      app.route({
        method,
        url,
        config: {
          access:
            method !== 'GET'
              ? 'catalogues.edit'
              : url === d.path
                ? (d.access?.list ?? 'catalogues.view')
                : 'catalogues.view',
          // A POST here creates a record: a retried create with its Idempotency-Key makes one.
          idempotent: method === 'POST',
        },
        schema: { tags, ...schema },
        handler: handler as RouteHandlerMethod,
      });
    const answers = (ok: number, view: z.ZodType) => ({ [ok]: view, ...errorResponses });
    const [one, many] = d.noun;
    const a = /^[aeiou]/.test(one) ? `an ${one}` : `a ${one}`;

    const query = d.listFilters ? activeListQuerySchema.extend(d.listFilters.query) : activeListQuerySchema;
    route(
      'GET',
      d.path,
      {
        summary: `The company's ${many}: a page, searched by text${d.listFilters ? ' and filtered' : ''}`,
        querystring: query,
        response: answers(200, pageOf(d.view)),
      },
      (req) => service.list(db, requestActor(req), req.query),
    );
    route(
      'POST',
      d.path,
      { summary: `Creates ${a}`, body: d.input, response: answers(201, d.view) },
      async (req, reply) =>
        reply.code(201).send(await service.create(db, requestActor(req), req.body as z.infer<In>)),
    );
    route('GET', item, { summary: `One ${one}`, params: idParams, response: answers(200, d.view) }, (req) =>
      service.get(db, requestActor(req), req.params.id),
    );
    route(
      d.patchInput ? 'PATCH' : 'PUT',
      item,
      {
        summary: d.patchInput ? `Changes the fields given of ${a}` : `Saves ${a} whole`,
        params: idParams,
        body: d.patchInput ?? d.input,
        response: answers(200, d.view),
      },
      (req) => service.update(db, requestActor(req), req.params.id, req.body as Partial<z.infer<In>>),
    );
    const deleteSummary =
      d.inUse.length > 0
        ? `Deletes ${a}; 409 while something uses it (deactivate it instead)`
        : `Deletes ${a}`;
    route(
      'DELETE',
      item,
      { summary: deleteSummary, params: idParams, response: answers(204, z.null()) },
      async (req, reply) => {
        await service.remove(db, requestActor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
  return { service, routes };
}

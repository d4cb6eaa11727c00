/**
 * Webhook endpoints and their deliveries (issue 34 part 2): what staff with 'company.edit' register,
 * change, switch off, delete, test, replay and re-key. Every query names the company; each use case is
 * one write. The deliveries themselves are made by the database (migration 0064) and sent by
 * deliverer.ts.
 */
import { randomBytes } from 'node:crypto';
import {
  type Page,
  WEBHOOK_ENDPOINT_LIMIT,
  type WebhookDeliveryDetailView,
  type WebhookDeliveryView,
  type WebhookEndpointInput,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
  webhookEndpointInput,
  webhookMessages,
  webhookTestEvent,
} from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { outboundDestination } from '../../lib/outbound-destination.ts';
import {
  OutboundError,
  type OutboundPolicy,
  outboundMessages,
  parseOutboundUrl,
} from '../../lib/outbound-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { WEBHOOK_CHANNEL } from './deliverer.ts';

export interface WebhookDeps {
  policy: OutboundPolicy;
  secrets: () => SecretBox;
}

/** After a rotation the previous secret still signs this long, so receivers can switch over. */
const PREVIOUS_SECRET_HOURS = 24;

/** A new signing secret in the specification's form: 'whsec_' and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const hintOf = (secret: string) => `${secret.slice(0, 10)}…${secret.slice(-4)}`;

/** The event names as a text[] literal (they are the domain's names: no commas, quotes or spaces). */
const pgTextArray = (list: readonly string[]) => `{${list.join(',')}}`;

const seconds = (d: Date | string | null) => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: WebhookEndpointView['events'];
  enabled: boolean;
  secret_hint: string;
  previous_until: Date | null;
  created_at: Date;
  pending: number;
  failed_recently: number;
}

const endpointColumns = sql`w.id, w.url, w.description, w.events, w.enabled, w.secret_hint, w.previous_until,
  w.created_at,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = w.id and d.state = 'pending') as pending,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = w.id and d.state = 'failed'
     and d.finished_at > now() - interval '1 day') as failed_recently`;

function present(r: EndpointRow): WebhookEndpointView {
  const until =
    r.previous_until && new Date(r.previous_until) > new Date() ? seconds(r.previous_until) : null;
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    enabled: r.enabled,
    secret_hint: r.secret_hint,
    previous_secret_until: until,
    created_at: seconds(r.created_at)!,
    pending: r.pending,
    failed_recently: r.failed_recently,
  };
}

async function endpointOf(db: Db, companyId: number, id: number) {
  const [row] = await queryRows<EndpointRow>(
    db,
    sql`select ${endpointColumns} from webhook_endpoints w where w.company_id = ${companyId} and w.id = ${id}`,
  );
  if (!row) throw notFound(webhookMessages.endpointNotFound);
  return present(row);
}

export async function listEndpoints(db: Db, actor: Actor) {
  const rows = await queryRows<EndpointRow>(
    db,
    sql`select ${endpointColumns} from webhook_endpoints w where w.company_id = ${actor.companyId} order by w.id`,
  );
  return { count: rows.length, results: rows.map(present) };
}

/**
 * The address as staff typed it, or a Russian refusal: http(s), no credentials, a host the operator
 * allows (OUTBOUND_ALLOWED_HOSTS, else public addresses only). A host that does not resolve now is
 * accepted: DNS may come later, and every delivery checks the address again.
 */
async function checkedUrl(raw: string, policy: OutboundPolicy): Promise<string> {
  let url: URL;
  try {
    url = parseOutboundUrl(raw);
  } catch (err) {
    if (err instanceof OutboundError) throw badRequest(outboundMessages[err.kind], 'url');
    throw err;
  }
  const destination = await outboundDestination(url.hostname, policy.allowed);
  if (!destination.ok && destination.reason === 'listed') throw badRequest(outboundMessages.refused, 'url');
  return url.toString();
}

export async function createEndpoint(
  db: Db,
  actor: Actor,
  deps: WebhookDeps,
  body: WebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  const input = webhookEndpointInput.parse(body);
  const url = await checkedUrl(input.url, deps.policy);
  const secret = newSecret();
  const sealed = deps.secrets().seal(secret);
  const id = await write(db, actor, async (tx) => {
    // The company's row is the lock that keeps two creates from both passing the limit.
    await tx.execute(sql`select 1 from companies where id = ${actor.companyId} for update`);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from webhook_endpoints where company_id = ${actor.companyId}`,
    );
    if (n >= WEBHOOK_ENDPOINT_LIMIT) throw badRequest(webhookMessages.tooMany);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into webhook_endpoints (company_id, url, description, events, enabled, secret, secret_hint, created_by)
          values (${actor.companyId}, ${url}, ${input.description}, ${pgTextArray(input.events)}::text[], ${input.enabled},
                  ${sealed}, ${hintOf(secret)}, ${actor.employeeId})
          returning id`,
    );
    return row!.id;
  });
  return { ...(await endpointOf(db, actor.companyId, id)), secret };
}

export async function updateEndpoint(
  db: Db,
  actor: Actor,
  deps: WebhookDeps,
  id: number,
  body: WebhookEndpointInput,
): Promise<WebhookEndpointView> {
  const input = webhookEndpointInput.parse(body);
  const url = await checkedUrl(input.url, deps.policy);
  await write(db, actor, async (tx) => {
    const rows = await queryRows<{ id: number; enabled: boolean }>(
      tx,
      sql`update webhook_endpoints set url = ${url}, description = ${input.description},
            events = ${pgTextArray(input.events)}::text[], enabled = ${input.enabled}, updated_at = now()
          where company_id = ${actor.companyId} and id = ${id} returning id, enabled`,
    );
    if (rows.length === 0) throw notFound(webhookMessages.endpointNotFound);
    // Switched back on: what waited is due now.
    if (rows[0]!.enabled) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  });
  return endpointOf(db, actor.companyId, id);
}

export async function deleteEndpoint(db: Db, actor: Actor, id: number): Promise<void> {
  await write(db, actor, async (tx) => {
    const rows = await queryRows(
      tx,
      sql`delete from webhook_endpoints where company_id = ${actor.companyId} and id = ${id} returning id`,
    );
    if (rows.length === 0) throw notFound(webhookMessages.endpointNotFound);
  });
}

/**
 * 'Сменить секрет': a new secret, shown in this answer only. The previous one keeps signing beside it
 * (two signatures in webhook-signature) for a day, so a receiver loses nothing while it switches.
 */
export async function rotateSecret(
  db: Db,
  actor: Actor,
  deps: WebhookDeps,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const sealed = deps.secrets().seal(secret);
  await write(db, actor, async (tx) => {
    const rows = await queryRows(
      tx,
      sql`update webhook_endpoints set previous_secret = secret,
            previous_until = now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS}),
            secret = ${sealed}, secret_hint = ${hintOf(secret)}, updated_at = now()
          where company_id = ${actor.companyId} and id = ${id} returning id`,
    );
    if (rows.length === 0) throw notFound(webhookMessages.endpointNotFound);
  });
  return { ...(await endpointOf(db, actor.companyId, id)), secret };
}

interface DeliveryRow {
  id: number;
  uid: string;
  type: string;
  state: WebhookDeliveryView['state'];
  attempts: number;
  created_at: Date;
  next_at: Date;
  finished_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  replay_of: number | null;
}

const deliveryColumns = sql`d.id, v.uid, v.type, d.state, d.attempts, d.created_at, d.next_at, d.finished_at,
  d.last_status, d.last_error, d.replay_of`;

const presentDelivery = (r: DeliveryRow): WebhookDeliveryView => ({
  id: Number(r.id),
  event_id: r.uid,
  event_type: r.type,
  state: r.state,
  attempts: r.attempts,
  created_at: seconds(r.created_at)!,
  next_at: r.state === 'pending' ? seconds(r.next_at) : null,
  finished_at: seconds(r.finished_at),
  last_status: r.last_status,
  last_error: r.last_error,
  replay_of: r.replay_of === null ? null : Number(r.replay_of),
});

async function deliveryOf(db: Db, companyId: number, id: number) {
  const [row] = await queryRows<DeliveryRow & { endpoint_id: number }>(
    db,
    sql`select ${deliveryColumns}, d.endpoint_id from webhook_deliveries d join webhook_events v on v.id = d.event_id
        where d.company_id = ${companyId} and d.id = ${id}`,
  );
  if (!row) throw notFound(webhookMessages.deliveryNotFound);
  return row;
}

export async function listDeliveries(
  db: Db,
  actor: Actor,
  endpointId: number,
  page: { number: number; size: number },
): Promise<Page<WebhookDeliveryView>> {
  await endpointOf(db, actor.companyId, endpointId);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_deliveries where company_id = ${actor.companyId}
          and endpoint_id = ${endpointId}`,
  );
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events v on v.id = d.event_id
        where d.company_id = ${actor.companyId} and d.endpoint_id = ${endpointId}
        order by d.id desc limit ${page.size} offset ${(page.number - 1) * page.size}`,
  );
  return { count: n, results: rows.map(presentDelivery) };
}

export async function getDelivery(db: Db, actor: Actor, id: number): Promise<WebhookDeliveryDetailView> {
  const row = await deliveryOf(db, actor.companyId, id);
  const tries = await queryRows<{
    attempt: number;
    at: Date;
    duration_ms: number;
    request_headers: Record<string, string>;
    request_body: string;
    response_status: number | null;
    response_body: string;
    error: string | null;
  }>(
    db,
    sql`select attempt, at, duration_ms, request_headers, request_body, response_status, response_body, error
        from webhook_attempts where company_id = ${actor.companyId} and delivery_id = ${id} order by id`,
  );
  return {
    ...presentDelivery(row),
    tries: tries.map((t) => ({ ...t, at: seconds(t.at)! })),
  };
}

/**
 * 'Повторить': the same event (same id, same payload) sent again to the same endpoint as a new delivery,
 * after whatever of its booking is still waiting there. Only a finished delivery is replayed.
 */
export async function replayDelivery(db: Db, actor: Actor, id: number): Promise<WebhookDeliveryView> {
  const newId = await write(db, actor, async (tx) => {
    const [d] = await queryRows<{ state: string; endpoint_id: number; event_id: number; order_key: string }>(
      tx,
      sql`select state, endpoint_id, event_id, order_key from webhook_deliveries
          where company_id = ${actor.companyId} and id = ${id} for update`,
    );
    if (!d) throw notFound(webhookMessages.deliveryNotFound);
    if (d.state === 'pending') throw new AppError(409, webhookMessages.replayPending);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, order_key, replay_of)
          values (${actor.companyId}, ${d.endpoint_id}, ${d.event_id}, ${d.order_key}, ${id}) returning id`,
    );
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return Number(row!.id);
  });
  return presentDelivery(await deliveryOf(db, actor.companyId, newId));
}

/** 'Отправить тестовое': a 'webhook.test' event to this endpoint only (sent once it is switched on). */
export async function sendTest(db: Db, actor: Actor, endpointId: number): Promise<WebhookDeliveryView> {
  const newId = await write(db, actor, async (tx) => {
    const [w] = await queryRows<{ id: number }>(
      tx,
      sql`select id from webhook_endpoints where company_id = ${actor.companyId} and id = ${endpointId}`,
    );
    if (!w) throw notFound(webhookMessages.endpointNotFound);
    const [event] = await queryRows<{ id: number }>(
      tx,
      sql`insert into webhook_events (company_id, type, object_id, order_key)
          values (${actor.companyId}, ${webhookTestEvent}, ${endpointId}, ${`test:${endpointId}`}) returning id`,
    );
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, order_key)
          values (${actor.companyId}, ${endpointId}, ${event!.id}, ${`test:${endpointId}`}) returning id`,
    );
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return Number(row!.id);
  });
  return presentDelivery(await deliveryOf(db, actor.companyId, newId));
}

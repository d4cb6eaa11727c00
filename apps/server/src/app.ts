/**
 * buildApp wires plugins and module routes around an already-open database. No I/O happens at import
 * time, so tests build as many apps as they like with app.inject().
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { messages, webPageFor } from '@pms/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { readAuthGeneration } from './db/auth-generation.ts';
import type { Database } from './db/client.ts';
import { AttemptWindow } from './http/attempt-window.ts';
import { registerAuthContext, SESSION_COOKIE } from './http/auth-context.ts';
import { registerBodyLimits } from './http/body-limits.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandler } from './http/errors.ts';
import { purgeIdempotencyKeys, registerIdempotency } from './http/idempotency.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { HumanRequestLog, logFormatOf, prettyLogStream } from './http/log-format.ts';
import { logRedaction } from './http/log-redaction.ts';
import { swaggerOptions } from './http/openapi.ts';
import { registerPublicOrigin } from './http/public-url.ts';
import { declarePermissions } from './http/route-permissions.ts';
import { securityHeaders } from './http/security-headers.ts';
import { SessionCache } from './http/session-cache.ts';
import { outboundPolicy } from './lib/outbound-http.ts';
import { lazySecretBox } from './lib/secret-box.ts';
import { proxyTrust } from './lib/trusted-proxies.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { authenticateKey } from './modules/api-keys/index.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticate, resolveCompany } from './modules/auth/auth.service.ts';
import { blocksRoutes } from './modules/bookings/blocks/blocks.routes.ts';
import { sweepBookings } from './modules/bookings/booking-sweeps.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { bookingListRoutes } from './modules/bookings/list/booking-list.routes.ts';
import { moveRoutes } from './modules/bookings/move.routes.ts';
import { reservationsRoutes } from './modules/bookings/reservations.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { CalendarAnswerCache } from './modules/calendar/calendar-cache.ts';
import { calendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts';
import { startCalendarSync } from './modules/calendar-sync/index.ts';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { companySettingsRoutes } from './modules/companies/company-settings.routes.ts';
import { sftpPolicy } from './modules/companies/sftp-check.ts';
import { bookingDocumentsRoutes } from './modules/documents/booking-documents.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { financeDocumentsRoutes } from './modules/documents/finance-documents.routes.ts';
import { leisureTicketRoutes } from './modules/documents/leisure-ticket.routes.ts';
import { accountLinksRoutes } from './modules/employees/account-links.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { startSweeper } from './modules/holds/sweeper.ts';
import { housekeepingRoutes } from './modules/housekeeping/housekeeping.routes.ts';
import { runHousekeepingSchedule } from './modules/housekeeping/index.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { leisureRoutes } from './modules/leisure/leisure.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { foldOccupancyChanges } from './modules/reports/reports.service.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { startNightlyExport } from './modules/sftp-export/nightly.ts';
import { sftpExportRoutes } from './modules/sftp-export/sftp-export.routes.ts';
import { purgeWebhookLog, WebhookDeliverer } from './modules/webhooks/deliverer.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { CalendarHub } from './realtime/calendar-hub.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { Mailer } from './smtp/mailer.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of the attempt limits, in ms (tests move it instead of waiting); Date.now by default. */
  now?: () => number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Tests hand in their own stream and read its JSON; otherwise LOG_FORMAT decides (see log-format.ts).
  const human = !deps.logStream && logFormatOf(config) === 'pretty';
  const stream = deps.logStream ?? (human ? prettyLogStream() : undefined);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...logRedaction, ...(stream && { stream }) },
    ...(human && { logController: new HumanRequestLog() }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: proxyTrust(config.TRUST_PROXY) ?? false,
    // Every route validates and serialises with zod's compilers: handed in as the factories, they keep
    // Fastify from loading ajv and fast-json-stringify at every start for nothing (issue 31, goal 6).
    // (Fastify's option types describe ajv's compilers, hence the cast.)
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, securityHeaders);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, swaggerOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerPublicOrigin(app, config);
  registerCsrfGuard(app);
  registerInputGuard(app);
  registerBodyLimits(app);
  const sessionCache = new SessionCache({ readGeneration: () => readAuthGeneration(database.db) });
  app.decorate('sessionCache', sessionCache);
  app.addHook('onReady', () => sessionCache.start(database));
  app.addHook('preClose', () => sessionCache.stop());
  // A write answered here forgets the kept sessions before its answer leaves, unless its route says it
  // changes nothing they are made of: its own logout or role change holds for the very next request.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config?.keepsSessions)
      sessionCache.clear();
  });
  registerAuthContext(app, {
    authenticate: (token) => authenticate(database.db, token, sessionCache),
    resolveCompany,
    authenticateKey: (token) => authenticateKey(database.db, token),
    keyRequests: new AttemptWindow(config.API_KEY_RATE_LIMIT, 60_000, deps.now),
  });
  declarePermissions(app);
  registerIdempotency(app, database.db);

  const hub = new CalendarHub(database, {
    read: (token) => authenticate(database.db, token),
    onChange: (listener) => sessionCache.onAnnouncement(listener),
  });
  app.decorate('calendarHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  const calendarCache = new CalendarAnswerCache();
  app.decorate('calendarCache', calendarCache);
  app.addHook('onReady', () => calendarCache.start(database));
  app.addHook('preClose', () => calendarCache.stop());
  // A write answered here drops its company's cached calendars before the answer leaves, so the
  // writer's next read is fresh without waiting for the database's notification (which other
  // instances, and changes made outside a request, rely on).
  app.addHook('onSend', async (request) => {
    if (request.companyId && !SAFE_METHODS.has(request.method)) calendarCache.invalidate(request.companyId);
  });
  // Mail goes to SMTP_URL, or to the built-in outbox this starts on a free loopback port.
  const mailer = new Mailer({
    smtpUrl: config.SMTP_URL,
    db: database.db,
    log: (err) => app.log.error({ err }, 'built-in outbox failed'),
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', () => mailer.start());
  app.addHook('onClose', () => mailer.stop());
  if (config.SWEEP_INTERVAL_SECONDS > 0) {
    let stopSweeper = () => {};
    app.addHook('onReady', async () => {
      stopSweeper = startSweeper(database.db, {
        intervalMs: config.SWEEP_INTERVAL_SECONDS * 1000,
        sweeps: [
          (db, now) => sweepBookings(db, { now, draftTtlMinutes: config.DRAFT_TTL_MINUTES }),
          purgeIdempotencyKeys,
          foldOccupancyChanges,
          runHousekeepingSchedule,
          purgeWebhookLog,
        ],
        log: (err) => app.log.error({ err }, 'sweeper failed'),
      });
    });
    app.addHook('onClose', async () => stopSweeper());
  }
  if (config.SWEEP_INTERVAL_SECONDS > 0) {
    // The channels' calendars (issue 34): due feeds are claimed and fetched by one instance each.
    let stopCalendarSync = () => {};
    app.addHook('onReady', async () => {
      stopCalendarSync = startCalendarSync(database.db, {
        deps: { policy: outboundPolicy(config) },
        intervalMs: config.SWEEP_INTERVAL_SECONDS * 1000,
        log: (err, importId) => app.log.error({ err, importId }, 'calendar feed fetch failed'),
      });
    });
    app.addHook('onClose', async () => stopCalendarSync());
  }
  if (config.SFTP_NIGHTLY) {
    let stopNightly = () => {};
    app.addHook('onReady', async () => {
      stopNightly = startNightlyExport(database.db, {
        sftp: {
          secrets: lazySecretBox(config),
          policy: sftpPolicy(config),
          log: (detail, companyId) => app.log.warn({ detail, companyId }, 'nightly SFTP upload failed'),
        },
        intervalMs: 60_000,
        log: (err, companyId) => app.log.error({ err, companyId }, 'nightly SFTP export failed'),
      });
    });
    app.addHook('onClose', async () => stopNightly());
  }

  const webhooks = new WebhookDeliverer(database, {
    policy: outboundPolicy(config),
    secrets: lazySecretBox(config),
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    sweepMs: config.WEBHOOK_SWEEP_MS,
    log: (err) => app.log.error({ err }, 'webhook delivery failed'),
  });
  app.decorate('webhooks', webhooks);
  if (config.WEBHOOK_DELIVERY) {
    app.addHook('onReady', () => webhooks.start());
    app.addHook('preClose', () => webhooks.stop());
  }

  const routeDeps = { db: database.db, config, database, now: deps.now ?? Date.now };
  await app.register(async (api) => {
    realtimeRoutes(api, routeDeps, hub);
    healthRoutes(api, routeDeps);
    housekeepingRoutes(api, routeDeps);
    authRoutes(api, routeDeps);
    employeesRoutes(api, routeDeps);
    accountLinksRoutes(api, routeDeps);
    companiesRoutes(api, routeDeps);
    companySettingsRoutes(api, routeDeps);
    sftpExportRoutes(api, routeDeps);
    webhooksRoutes(api, routeDeps);
    documentsRoutes(api, routeDeps);
    financeDocumentsRoutes(api, routeDeps);
    bookingDocumentsRoutes(api, routeDeps);
    roomsRoutes(api, routeDeps);
    ratesRoutes(api, routeDeps);
    imagesRoutes(api, routeDeps);
    reservationsRoutes(api, routeDeps);
    calendarRoutes(api, routeDeps, calendarCache);
    calendarSyncRoutes(api, routeDeps, calendarCache);
    blocksRoutes(api, routeDeps);
    cataloguesRoutes(api, routeDeps);
    activitiesRoutes(api, routeDeps);
    leisureRoutes(api, routeDeps);
    leisureTicketRoutes(api, routeDeps);
    clientsRoutes(api, routeDeps);
    bookingListRoutes(api, routeDeps);
    bookingsRoutes(api, routeDeps);
    moveRoutes(api, routeDeps);
    mailRoutes(api, routeDeps, mailer);
    reportsRoutes(api, routeDeps);
    auditRoutes(api, routeDeps);
    apiKeysRoutes(api, routeDeps);
  });

  const webDist = config.WEB_DIST ?? defaultWebDist;
  const hasWeb = existsSync(`${webDist}/index.html`);
  // The login form prerendered as HTML (apps/web/scripts/prerender.mjs), for someone signed out.
  const hasLoginPage = existsSync(`${webDist}/login.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Look files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/compress.mjs); one is sent when the browser
      // accepts it, so nothing is compressed per request.
      preCompressed: true,
      // dist/.vite holds the build's manifest for the bundle bench; it is not part of the app. '/' is a
      // screen like any other: the not-found handler below picks its page (the login form or the app).
      allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith('/.vite/'),
      setHeaders: (res, path) => {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the app; API paths and missing files (hashed assets, icons) get a real 404.
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !/^\/(api|ws|assets)\//.test(path) && !/\.\w+$/.test(path);
    if (isPage && hasWeb) {
      const page = webPageFor(path, request.cookies[SESSION_COOKIE] !== undefined, hasLoginPage);
      return reply.header('cache-control', 'no-cache').sendFile(`${page}.html`);
    }
    return reply.code(404).send({ error: messages.notFound });
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarHub: CalendarHub;
    calendarCache: CalendarAnswerCache;
    sessionCache: SessionCache;
    mailer: Mailer;
    webhooks: WebhookDeliverer;
  }
}

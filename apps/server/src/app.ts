import path from 'node:path';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './infra/db/client.ts';
import { createBackups } from './infra/backup/backups.ts';
import { migrateDatabase } from './infra/db/migrate.ts';
import { registerAuthHook } from './infra/http/auth-hook.ts';
import { messageTranslator } from '@homeroom/contract/i18n/translations';
import { registerAnswerLanguage } from './infra/http/answer-language.ts';
import { registerErrorHandler } from './infra/http/error-handler.ts';
import { logSerializers } from './infra/http/log-serializers.ts';
import { registerMultipart } from './infra/http/multipart.ts';
import { registerWriteLimit } from './infra/http/write-limit.ts';
import { registerSecurityHeaders } from './infra/http/security-headers.ts';
import { createRealtime } from './infra/realtime/realtime.ts';
import { createSocketGuard } from './infra/realtime/socket-guard.ts';
import { createFileTransport, createSmtpTransport } from './infra/mail/mail-transport.ts';
import { createOutbox, type Outbox } from './infra/mail/outbox.ts';
import { createDiskStorage, serveDiskMedia } from './infra/storage/disk-storage.ts';
import { createS3Client, createS3Storage, serveS3Media } from './infra/storage/s3-storage.ts';
import { createMediaSigner, loadMediaSigningSecret } from './infra/storage/media-signing.ts';
import { accessLogRoutes } from './features/access-log/access-log.routes.ts';
import { createAccessLogService } from './features/access-log/access-log.service.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { createAccountsService } from './features/accounts/accounts.service.ts';
import { announcementsRoutes } from './features/announcements/announcements.routes.ts';
import { createAnnouncementsService } from './features/announcements/announcements.service.ts';
import { assignmentsRoutes } from './features/assignments/assignments.routes.ts';
import { createAssignmentsService } from './features/assignments/assignments.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { callsRoutes } from './features/calls/calls.routes.ts';
import { createCallsService } from './features/calls/calls.service.ts';
import { callSocket } from './features/calls/calls.socket.ts';
import { createIceServers } from './features/calls/ice-servers.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { chatExportRoutes } from './features/chat-export/chat-export.routes.ts';
import { createChatExportService } from './features/chat-export/chat-export.service.ts';
import { chatSearchRoutes } from './features/chat-search/chat-search.routes.ts';
import { createChatSearchService } from './features/chat-search/chat-search.service.ts';
import { createChatService, type ChatListener, type ChatService } from './features/chat/chat.service.ts';
import { chatSocket } from './features/chat/chat.socket.ts';
import { chatAttachmentsRoutes } from './features/chat/chat-attachments.routes.ts';
import { createChatAttachmentsService, type ChatAttachmentsService } from './features/chat/chat-attachments.service.ts';
import { createContactsService } from './features/chat/contacts.service.ts';
import { createClassAccess } from './features/classes/class-access.ts';
import { createConferenceReminders } from './features/conferences/conference-reminders.ts';
import { conferencesRoutes } from './features/conferences/conferences.routes.ts';
import { createConferencesService, type ConferencesService } from './features/conferences/conferences.service.ts';
import { createClassPageService } from './features/classes/class-page.service.ts';
import { classesRoutes } from './features/classes/classes.routes.ts';
import { createProfileDescriber } from './features/classes/profile-describer.ts';
import { createClassesService } from './features/classes/classes.service.ts';
import { coteachersRoutes } from './features/classes/coteachers.routes.ts';
import { createCoteachersService } from './features/classes/coteachers.service.ts';
import { dataDeletionRoutes } from './features/data-deletion/data-deletion.routes.ts';
import { createDataDeletionService } from './features/data-deletion/data-deletion.service.ts';
import { ORPHAN_SWEEP_INTERVAL_MS, sweepOrphanMedia } from './infra/storage/orphan-sweep.ts';
import { dataExportRoutes } from './features/data-export/data-export.routes.ts';
import { createDataExportService } from './features/data-export/data-export.service.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { createEventsService } from './features/events/events.service.ts';
import { formsRoutes } from './features/forms/forms.routes.ts';
import { createFormsService } from './features/forms/forms.service.ts';
import { signupsRoutes } from './features/signups/signups.routes.ts';
import { createSignupsService, type SignupsService } from './features/signups/signups.service.ts';
import { createSignupReminders } from './features/signups/signup-reminders.ts';
import { absencesRoutes } from './features/absences/absences.routes.ts';
import { createAbsencesService } from './features/absences/absences.service.ts';
import { homeRoutes } from './features/home/home.routes.ts';
import { moderationRoutes } from './features/moderation/moderation.routes.ts';
import { blockingRoutes } from './features/blocking/blocking.routes.ts';
import { createBlockingService } from './features/blocking/blocking.service.ts';
import { createModerationService } from './features/moderation/moderation.service.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { readReceiptsRoutes } from './features/read-receipts/read-receipts.routes.ts';
import { createReadReceiptsService } from './features/read-receipts/read-receipts.service.ts';
import { createPushService, type PushService } from './features/push/push.service.ts';
import { loadVapidKeys } from './features/push/vapid-keys.ts';
import { createHomeService } from './features/home/home.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { officeHoursRoutes } from './features/office-hours/office-hours.routes.ts';
import { createOfficeHoursService } from './features/office-hours/office-hours.service.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { notificationsSocket } from './features/notifications/notifications.socket.ts';
import { createAlertDelivery, type AlertDelivery } from './features/notifications/alert-delivery.ts';
import { createDailyDigest, type DailyDigest } from './features/notifications/daily-digest.ts';
import { createDeliveryJobs } from './features/notifications/delivery-jobs.ts';
import { schoolStaffRoutes } from './features/schools/school-staff.routes.ts';
import { createSchoolStaffService } from './features/schools/school-staff.service.ts';
import { rosterRoutes } from './features/roster/roster.routes.ts';
import { createRosterService } from './features/roster/roster.service.ts';
import { schoolAnnouncementsRoutes } from './features/school-announcements/school-announcements.routes.ts';
import { createSchoolAnnouncementsService } from './features/school-announcements/school-announcements.service.ts';
import { schoolsRoutes } from './features/schools/schools.routes.ts';
import { createSchoolsService } from './features/schools/schools.service.ts';
import { storiesRoutes } from './features/stories/stories.routes.ts';
import { createStoriesService } from './features/stories/stories.service.ts';
import { createPortfolioService } from './features/students/portfolio.service.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { createRetentionService } from './features/retention/retention.service.ts';
import { schoolYearsRoutes } from './features/school-years/school-years.routes.ts';
import { createSchoolYearsService } from './features/school-years/school-years.service.ts';
import { stickersRoutes } from './features/stickers/stickers.routes.ts';
import { createStickersService } from './features/stickers/stickers.service.ts';
import { studentsRoutes } from './features/students/students.routes.ts';
import { createStudentsService } from './features/students/students.service.ts';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    outbox: Outbox;
    /** For the demo, which writes chat messages as the socket does. */
    chat: ChatService;
    /** Chat uploads; tests sweep unsent ones on their own clock. */
    chatAttachments: ChatAttachmentsService;
    /** For the demo: told of each message, as the socket tells it. */
    chatListener: ChatListener;
    /** Web Push to users' devices; for tests and the demo. */
    push: PushService;
    /** Channels, held alerts and digests; tests and the demo drive them on their own clock. */
    alertDelivery: AlertDelivery;
    dailyDigest: DailyDigest;
    /** Sign-up reminders; tests drive them on their own clock. */
    signups: SignupsService;
    /** Conference booking; tests and the demo send its reminders on their own clock. */
    conferences: ConferencesService;
  }
}

/** Builds the whole server from a configuration: database, mail, media, every feature. */
export async function buildApp(config: Config, options: { logStream?: DestinationStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Whoever logs a request or an error, neither a token nor a failed statement's parameters reach the logs.
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Requests in flight finish on close; idle keep-alive connections do not hold it up.
    forceCloseConnections: 'idle',
  });
  // While stopping, answers close their connection, so a keep-alive client cannot hold the stop up.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A plain callback, not an async hook: it runs on every answer, and a promise for each costs.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAnswerLanguage(app, messageTranslator);

  const database = await connectDatabase(config.database, config.databaseTimeouts);
  await migrateDatabase(database);
  const { db } = database;
  const s3Client = config.s3 ? createS3Client(config.s3) : null;
  const mediaSigner = createMediaSigner({
    secret: await loadMediaSigningSecret(config.media.signingSecret, config.dataDir),
    publicUrl: config.publicUrl,
    ttlSeconds: config.media.urlTtlSeconds,
    longLivedTtlSeconds: config.media.profileUrlTtlSeconds,
  });
  const storage =
    config.s3 && s3Client
      ? createS3Storage(s3Client, config.s3.bucket, mediaSigner)
      : createDiskStorage(path.join(config.dataDir, 'media'), mediaSigner);
  const realtime = createRealtime(config.redis, app.log);
  const { bus, presence, attempts, messageRates } = realtime;
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.mail)
    : createFileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log);
  const outbox = createOutbox(db, transport, app.log, { ...config.mail, from: config.mailFrom });
  app.decorate('database', database);
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  const backups = createBackups({ config, database, log: app.log });
  app.addHook('onReady', async () => backups.start());
  app.addHook('onReady', async () => {
    const swept = await storage.sweepPartialUploads(config.partialUploadMaxAgeMs).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep partial uploads');
      return 0;
    });
    if (swept > 0) app.log.info({ swept }, 'partial uploads deleted');
  });
  // Files no row references (a deleted hand-in's, say) go in the background, once across instances.
  let orphanSweepTimer: NodeJS.Timeout | undefined;
  const sweepOrphans = () =>
    sweepOrphanMedia({ db, storage })
      .then(({ deleted }) => {
        if (deleted.length > 0) app.log.info({ swept: deleted.length }, 'orphan media deleted');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep orphan media'));
  app.addHook('onReady', async () => {
    orphanSweepTimer = setInterval(() => void sweepOrphans(), ORPHAN_SWEEP_INTERVAL_MS);
    orphanSweepTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(orphanSweepTimer));
  // Every part is closed even when one of them fails to: the database last.
  app.addHook('onClose', async () => {
    calls.close();
    sockets.close();
    const closing = await Promise.allSettled([realtime.close(), outbox.stop(), backups.stop(), retention.stop()]);
    await database.close();
    for (const result of closing) if (result.status === 'rejected') app.log.warn({ err: result.reason }, 'unclean close');
  });

  const accounts = createAccountsService({ db, storage });
  const auth = createAuthService({ db, accounts, outbox, publicUrl: config.publicUrl, bus, recentLoginMs: config.passwordChangeRecentLoginMs });
  const sockets = createSocketGuard({
    limits: config.sockets,
    bus,
    rates: messageRates,
    authenticate: auth.authenticate,
    findLiveTokenIds: auth.findLiveTokenIds,
    log: app.log,
  });
  const schools = createSchoolsService({ db, accounts });
  const classes = createClassesService({ db, accounts });
  const stickers = createStickersService({ db });
  const students = createStudentsService({
    db,
    accounts,
    classes,
    storage,
    outbox,
    publicUrl: config.publicUrl,
    maxGuardiansPerChild: config.maxGuardiansPerChild,
    schools,
  });
  const classAccess = createClassAccess({ classes, schools });
  const schoolStaff = createSchoolStaffService({ db, accounts, schools, classes, students, outbox, publicUrl: config.publicUrl });
  const roster = createRosterService({ accounts, classes, access: classAccess, students, maxGuardiansPerChild: config.maxGuardiansPerChild });
  const coteachers = createCoteachersService({ db, accounts, classes, outbox, publicUrl: config.publicUrl });
  const chatAttachments = createChatAttachmentsService({ db, storage });
  app.addHook('onReady', async () => chatAttachments.start((error) => app.log.warn({ err: error }, 'could not sweep unsent chat attachments')));
  app.addHook('onClose', async () => chatAttachments.stop());
  const blocking = createBlockingService({ db, accounts, students });
  const chat = createChatService({ db, students, accounts, presence, bus, attachments: chatAttachments, blocking });
  const officeHours = createOfficeHoursService({ db, accounts, chat });
  // Channels per kind, held alerts and the daily digest (docs/decisions.md, "Channels per kind").
  const alertDelivery = createAlertDelivery({ db, accounts, outbox, away: officeHours, push: null, publicUrl: config.publicUrl });
  const dailyDigest = createDailyDigest({ db, accounts, chat, outbox, publicUrl: config.publicUrl });
  const deliveryJobs = createDeliveryJobs({ delivery: alertDelivery, digest: dailyDigest, log: app.log });
  app.addHook('onReady', async () => deliveryJobs.start());
  app.addHook('onClose', async () => deliveryJobs.stop());
  app.decorate('alertDelivery', alertDelivery);
  app.decorate('dailyDigest', dailyDigest);
  const notifications = createNotificationsService({ db, accounts, classes, schools, access: classAccess, students, chat, presence, bus, delivery: alertDelivery, publicUrl: config.publicUrl, messageNotificationIntervalMs: config.chatNotificationIntervalMs });
  // Before the database and the bus close: the chats' paced notifications run what waited.
  app.addHook('preClose', async () => notifications.stop());
  const listener = notifications.classContentListener;
  const announcements = createAnnouncementsService({ db, classes, listener });
  const schoolAnnouncements = createSchoolAnnouncementsService({
    db,
    accounts,
    schools,
    students,
    listener: notifications.schoolAnnouncementListener,
    notifications,
  });
  const events = createEventsService({ db, accounts, classes, access: classAccess, listener });
  const forms = createFormsService({ db, accounts, classes, access: classAccess, students, storage, outbox, listener: notifications.formsListener, publicUrl: config.publicUrl });
  const signups = createSignupsService({ db, accounts, classes, access: classAccess, notifications });
  const signupReminders = createSignupReminders({ signups, log: app.log });
  app.decorate('signups', signups);
  app.addHook('onReady', async () => signupReminders.start());
  app.addHook('onClose', async () => signupReminders.stop());
  const absences = createAbsencesService({ db, accounts, classes, students, schools, access: classAccess, notifications });
  const stories = createStoriesService({ db, accounts, classes, access: classAccess, storage, listener });
  const readReceipts = createReadReceiptsService({
    db,
    access: classAccess,
    students,
    announcements,
    accounts,
    bus,
    outbox,
    listener: notifications.readReceiptsListener,
    publicUrl: config.publicUrl,
  });
  const contacts = createContactsService({ accounts, classes, students });
  const calls = createCallsService({ chat, bus, presence, listener: notifications.callListener, ringTimeoutMs: config.callRingTimeoutMs });
  app.decorate('chat', chat);
  app.decorate('chatAttachments', chatAttachments);
  app.decorate('chatListener', notifications satisfies ChatListener);
  const chatSearch = createChatSearchService({ db, chat });
  const chatExport = createChatExportService({ db, accounts, chat, attachments: chatAttachments, schools, translator: messageTranslator });
  const assignments = createAssignmentsService({ db, classes, students, storage });
  const accessLog = createAccessLogService({ db, students, schools, accounts });
  const portfolios = createPortfolioService({ students, stickers, assignments, schools, accessLog, mediaExpiryStamp: () => mediaSigner.expiryStamp() });
  const retention = createRetentionService({ db, classes, accounts, outbox, settings: config.retention, publicUrl: config.publicUrl, log: app.log });
  app.addHook('onReady', async () => retention.start());
  const classPage = createClassPageService({
    access: classAccess,
    classes,
    students,
    announcements,
    events,
    stories,
    assignments,
    mediaExpiryStamp: () => mediaSigner.expiryStamp(),
  });
  const schoolYears = createSchoolYearsService({ db, access: classAccess, classes, students });
  const profiles = createProfileDescriber({ schools, classes, students });
  const moderation = createModerationService({
    db,
    accounts,
    schools,
    classes,
    access: classAccess,
    students,
    stories,
    chat,
    listener: notifications.moderationListener,
    outbox,
    publicUrl: config.publicUrl,
  });
  const push = createPushService({
    db,
    vapid: await loadVapidKeys(
      { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject: config.push.vapidSubject },
      config.dataDir,
    ),
    log: app.log,
    allowPrivateEndpoints: config.push.allowPrivateEndpoints,
  });
  app.decorate('push', push);
  alertDelivery.usePushSender(push);
  if (config.redis && !config.push.vapidPublicKey) {
    app.log.warn('several instances push with the VAPID keys of their own DATA_DIR: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY alike on each (docs/deployment.md)');
  }
  const calendar = createCalendarService({ db, accounts, classes, students, events, access: classAccess, publicUrl: config.publicUrl });
  const conferences = createConferencesService({ db, accounts, classes, access: classAccess, students, chat, calendar, listener: notifications.conferenceListener });
  calendar.addSource(signups);
  calendar.addSource(conferences);
  app.decorate('conferences', conferences);
  const conferenceReminders = createConferenceReminders({ conferences, log: app.log });
  app.addHook('onReady', async () => conferenceReminders.start());
  app.addHook('onClose', async () => conferenceReminders.stop());
  const dataDeletion = createDataDeletionService({ db, storage, outbox, bus, publicUrl: config.publicUrl });
  const dataExport = createDataExportService({
    db,
    storage,
    accounts,
    schools,
    students,
    accessLog,
    onStreamError: (error) => app.log.error({ err: error }, 'data export failed while streaming'),
  });
  const home = createHomeService({ db, accounts, schools, classes, students, stickers, announcements, schoolAnnouncements, events, stories, assignments, notifications });

  const publicOrigin = new URL(config.publicUrl).origin;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', publicOrigin],
        'media-src': ["'self'", 'blob:', publicOrigin],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // Schools often serve Homeroom over plain HTTP on their own network.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // The API updates with PUT, PATCH and DELETE and signs in with a header: a separate client's preflights must allow them.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await registerMultipart(app, config.multipart);
  await app.register(websocket, { options: sockets.serverOptions });
  sockets.watch(app.websocketServer);
  registerAuthHook(app, auth.authenticate);
  registerWriteLimit(app, attempts, config.writeLimit);

  // The features: the architecture at a glance.
  const features = [
    (api: FastifyInstance) => api.register(authRoutes, { auth, rateLimit: config.rateLimit, loginSlowDown: config.loginSlowDown, attempts }),
    (api: FastifyInstance) => api.register(accountsRoutes, { accounts, profiles }),
    (api: FastifyInstance) => api.register(schoolsRoutes, { schools }),
    (api: FastifyInstance) => api.register(schoolStaffRoutes, { staff: schoolStaff }),
    (api: FastifyInstance) => api.register(classesRoutes, { classes, classPage }),
    (api: FastifyInstance) => api.register(coteachersRoutes, { coteachers }),
    (api: FastifyInstance) => api.register(stickersRoutes, { stickers }),
    (api: FastifyInstance) => api.register(schoolYearsRoutes, { schoolYears }),
    (api: FastifyInstance) => api.register(studentsRoutes, { students, portfolios, rateLimit: config.rateLimit, inviteCodePerAddress: config.inviteCodePerAddress, attempts }),
    (api: FastifyInstance) => api.register(rosterRoutes, { roster }),
    (api: FastifyInstance) => api.register(announcementsRoutes, { announcements }),
    (api: FastifyInstance) => api.register(schoolAnnouncementsRoutes, { schoolAnnouncements }),
    (api: FastifyInstance) => api.register(eventsRoutes, { events }),
    (api: FastifyInstance) => api.register(formsRoutes, { forms }),
    (api: FastifyInstance) => api.register(signupsRoutes, { signups }),
    (api: FastifyInstance) => api.register(absencesRoutes, { absences }),
    (api: FastifyInstance) => api.register(storiesRoutes, { stories }),
    (api: FastifyInstance) => api.register(readReceiptsRoutes, { readReceipts }),
    (api: FastifyInstance) => api.register(assignmentsRoutes, { assignments, storage, handInRateLimit: config.handInRateLimit, attempts }),
    (api: FastifyInstance) => api.register(chatRoutes, { chat, contacts }),
    (api: FastifyInstance) => api.register(chatSearchRoutes, { chatSearch }),
    (api: FastifyInstance) => api.register(chatExportRoutes, { chatExport }),
    (api: FastifyInstance) => api.register(chatAttachmentsRoutes, { attachments: chatAttachments }),
    (api: FastifyInstance) => api.register(callsRoutes, { calls, iceServers: createIceServers({ iceServers: config.iceServers, turn: config.turn }) }),
    (api: FastifyInstance) => api.register(notificationsRoutes, { notifications }),
    (api: FastifyInstance) => api.register(homeRoutes, { home }),
    (api: FastifyInstance) => api.register(moderationRoutes, { moderation }),
    (api: FastifyInstance) => api.register(blockingRoutes, { blocking }),
    (api: FastifyInstance) => api.register(pushRoutes, { push }),
    (api: FastifyInstance) => api.register(officeHoursRoutes, { officeHours }),
    (api: FastifyInstance) => api.register(accessLogRoutes, { accessLog }),
    (api: FastifyInstance) => api.register(privacyRoutes, { retention }),
    (api: FastifyInstance) => api.register(calendarRoutes, { calendar, rateLimit: config.calendarFeedRateLimit, attempts }),
    (api: FastifyInstance) => api.register(conferencesRoutes, { conferences }),
    (api: FastifyInstance) => api.register(dataDeletionRoutes, { dataDeletion }),
    (api: FastifyInstance) => api.register(dataExportRoutes, { dataExport }),
  ];
  await app.register(
    async (api) => {
      for (const registerFeature of features) await registerFeature(api);
    },
    { prefix: API_PREFIX },
  );

  // The live sockets, outside the API prefix (docs/product.md, "Live sockets").
  await app.register(chatSocket, { chat, sockets, presence, bus, listener: notifications, catchUp: config.chatCatchUp });
  await app.register(notificationsSocket, { sockets, bus, notifications });
  await app.register(callSocket, { calls, sockets, presence, bus });

  if (config.s3 && s3Client) await serveS3Media(app, s3Client, config.s3.bucket, mediaSigner);
  else await serveDiskMedia(app, path.join(config.dataDir, 'media'), mediaSigner);
  await serveWebApp(app, config.webDistDir);
  return app;
}

/** The built SPA at `/`; any other page address answers index.html so the router takes over. */
async function serveWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: VALIDATION_MESSAGES.notFound }));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // A route for each built file, read at start: a page address goes straight to the not-found
    // handler below instead of through a miss for each pre-compressed variant first (which also
    // stacked a listener on the response for each).
    wildcard: false,
    // The build writes a brotli and a gzip copy beside each asset: a phone loads a third of the bytes.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_PREFIX}/`) &&
      !request.url.startsWith('/media/') &&
      !request.url.startsWith('/ws/');
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ detail: VALIDATION_MESSAGES.notFound });
  });
}

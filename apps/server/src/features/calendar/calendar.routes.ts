import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_MESSAGES, CalendarFeedDtoSchema, CalendarFeedStatusDtoSchema } from '@homeroom/contract/calendar';
import { IdParamsSchema } from '@homeroom/contract/validation';
import type { Config } from '../../config.ts';
import { limitAttempts, type AttemptCounter } from '../../infra/http/attempt-limiter.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { hashSecret } from '../../infra/security/secrets.ts';
import type { CalendarService } from './calendar.service.ts';

interface CalendarRoutesOptions {
  calendar: CalendarService;
  rateLimit: Config['calendarFeedRateLimit'];
  attempts: AttemptCounter;
}

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Any file name: an unknown or malformed one is a 404 from the service, never a 400 that tells them apart. */
const FeedParamsSchema = z.object({ file: z.string() });
const FEED_SUFFIX = '.ics';

/** The user's own address, behind their session. */
const feedSettingsRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, { calendar }) => {
  app.addHook('preValidation', signedInOnly);
  app.get('/calendar/feed/', { schema: { response: { 200: CalendarFeedStatusDtoSchema } } }, (request) => calendar.getFeedStatus(requireActor(request)));
  app.post('/calendar/feed/', { schema: { response: { 201: CalendarFeedDtoSchema } } }, async (request, reply) =>
    reply.code(201).send(await calendar.makeFeed(requireActor(request))),
  );
  app.get('/school/event-ics/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const body = await calendar.readEventFile(requireActor(request), request.params.id);
    return reply
      .type(CALENDAR_TYPE)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
      .send(body);
  });
};

/**
 * The feed by its secret alone: calendar services fetch it with no session. Limited per feed
 * and, more loosely, per client address (one calendar service fetches many families' feeds).
 * The secret is in the address; the log serializers redact it like every long key.
 */
const feedRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, { calendar, rateLimit, attempts }) => {
  app.get(
    '/calendar/:file',
    {
      schema: { params: FeedParamsSchema },
      preHandler: limitAttempts(
        attempts,
        [
          { name: 'calendar-feed:address', max: rateLimit.perAddress, windowMs: rateLimit.windowMs, keyOf: (request) => request.ip },
          {
            name: 'calendar-feed:token',
            max: rateLimit.perToken,
            windowMs: rateLimit.windowMs,
            // Counted by the secret's hash: the limiter's store (Redis) never holds a secret.
            keyOf: (request) => hashSecret((request.params as { file: string }).file),
          },
        ],
        CALENDAR_MESSAGES.tooManyFetches,
      ),
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
      const body = await calendar.readFeed(token);
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="homeroom.ics"')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};

export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, options) => {
  await app.register(feedSettingsRoutes, options);
  await app.register(feedRoutes, options);
};

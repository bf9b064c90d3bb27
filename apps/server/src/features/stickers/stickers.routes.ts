import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StickerCreateBodySchema, StickerDtoSchema } from '@homeroom/contract/stickers';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { StickersService } from './stickers.service.ts';

export const stickersRoutes: FastifyPluginAsyncZod<{ stickers: StickersService }> = async (app, { stickers }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/sticker-create/',
    { schema: { body: StickerCreateBodySchema, response: { 201: StickerDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await stickers.awardSticker(requireActor(request), request.body.student, request.body.type)),
  );
};

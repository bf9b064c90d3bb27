import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { ClassStoryCommentsQuerySchema, StoryCommentCreateBodySchema, StoryCommentDtoSchema, StoryCommentsBodySchema, StoryCreateBodySchema, StoryDtoSchema, StoryImageDtoSchema, StoryUpdateBodySchema } from '@homeroom/contract/stories';
import { AppError } from '../../infra/http/app-error.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { readImageUpload } from '../../infra/http/multipart.ts';
import type { StoriesService } from './stories.service.ts';
import { IdParamsSchema, id } from '@homeroom/contract/validation';

const StoryIdParamsSchema = z.object({ storyId: id() });
const StoryFieldSchema = id();

export const storiesRoutes: FastifyPluginAsyncZod<{ stories: StoriesService }> = async (app, { stories }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/story-create/',
    { schema: { body: StoryCreateBodySchema, response: { 201: StoryDtoSchema } } },
    async (request, reply) => reply.code(201).send(await stories.publishStory(requireActor(request), request.body)),
  );

  app.put(
    '/school/story-update/:id/',
    { schema: { params: IdParamsSchema, body: StoryUpdateBodySchema, response: { 200: StoryDtoSchema } } },
    (request) => stories.editStory(requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/school/story-comments-set/:id/',
    { schema: { params: IdParamsSchema, body: StoryCommentsBodySchema, response: { 200: StoryDtoSchema } } },
    (request) => stories.setStoryComments(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/story-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await stories.deleteStory(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/school/story-media-create/',
    { schema: { response: { 201: StoryImageDtoSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { file, fields } = await readImageUpload(request, 'image');
      const storyId = StoryFieldSchema.safeParse(fields.story);
      if (!storyId.success) throw AppError.invalid({ story: [CLASS_CONTENT_MESSAGES.storyRequired] });
      return reply.code(201).send(await stories.addStoryImage(actor, storyId.data, file));
    },
  );

  app.get(
    '/school/story-comment-list/:storyId/',
    { schema: { params: StoryIdParamsSchema, response: { 200: z.array(StoryCommentDtoSchema) } } },
    (request) => stories.listComments(requireActor(request), request.params.storyId),
  );

  app.get(
    '/school/class-story-comments/:id/',
    { schema: { params: IdParamsSchema, querystring: ClassStoryCommentsQuerySchema, response: { 200: z.array(StoryCommentDtoSchema) } } },
    (request) => stories.listCommentsOfStories(requireActor(request), request.params.id, request.query.stories),
  );

  app.post(
    '/school/story-comment-create/',
    { schema: { body: StoryCommentCreateBodySchema, response: { 201: StoryCommentDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await stories.addComment(requireActor(request), request.body.story, request.body.content)),
  );
};

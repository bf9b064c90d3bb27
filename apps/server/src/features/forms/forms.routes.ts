import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_MESSAGES,
  FORM_PDF_MAX_BYTES,
  FormAnswerBodySchema,
  FormCreateBodySchema,
  FormDeadlineBodySchema,
  FormDtoSchema,
  FormListQuerySchema,
  FormRemindDtoSchema,
} from '@homeroom/contract/forms';
import { z } from 'zod';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { AppError } from '../../infra/http/app-error.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { readMultipartParts } from '../../infra/http/multipart.ts';
import type { FormsService } from './forms.service.ts';

export const formsRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  app.addHook('preValidation', signedInOnly);

  app.post('/school/form-create/', { schema: { body: FormCreateBodySchema, response: { 201: FormDtoSchema } } }, async (request, reply) =>
    reply.code(201).send(await forms.createForm(requireActor(request), request.body)),
  );

  app.get('/school/forms/', { schema: { querystring: FormListQuerySchema, response: { 200: z.array(FormDtoSchema) } } }, (request) =>
    forms.listForms(requireActor(request), request.query.class),
  );

  app.get('/school/form/:id/', { schema: { params: IdParamsSchema, response: { 200: FormDtoSchema } } }, (request) =>
    forms.getForm(requireActor(request), request.params.id),
  );

  app.post(
    '/school/form-answer/:id/',
    { schema: { params: IdParamsSchema, body: FormAnswerBodySchema, response: { 201: FormDtoSchema } } },
    async (request, reply) => reply.code(201).send(await forms.answerForm(requireActor(request), request.params.id, request.body)),
  );

  app.put('/school/form-deadline/:id/', { schema: { params: IdParamsSchema, body: FormDeadlineBodySchema, response: { 200: FormDtoSchema } } }, (request) =>
    forms.changeDeadline(requireActor(request), request.params.id, request.body),
  );

  app.post('/school/form-remind/:id/', { schema: { params: IdParamsSchema, response: { 200: FormRemindDtoSchema } } }, (request) =>
    forms.remindWaiting(requireActor(request), request.params.id),
  );

  app.post('/school/form-pdf/:id/', { schema: { params: IdParamsSchema, response: { 200: FormDtoSchema } } }, async (request) => {
    if (!request.isMultipart()) throw AppError.invalid({ pdf: [FORM_MESSAGES.pdfRequired] });
    let file: Buffer | undefined;
    for await (const part of readMultipartParts(request, { maxFiles: 1, maxFileBytes: FORM_PDF_MAX_BYTES })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'pdf') {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw AppError.invalid({ pdf: [FORM_MESSAGES.pdfTooLarge] });
      file = Buffer.concat(chunks);
    }
    if (!file || file.length === 0) throw AppError.invalid({ pdf: [FORM_MESSAGES.pdfRequired] });
    return forms.attachPdf(requireActor(request), request.params.id, file);
  });

  app.get('/school/form-answers-csv/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { fileName, csv } = await forms.exportAnswersCsv(requireActor(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};

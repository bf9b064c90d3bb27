import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_CONTENT_TYPE } from '@homeroom/contract/data-export';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { DataExport, DataExportService } from './data-export.service.ts';

interface DataExportRoutesOptions {
  dataExport: DataExportService;
}

export const dataExportRoutes: FastifyPluginAsyncZod<DataExportRoutesOptions> = async (app, { dataExport }) => {
  app.addHook('preValidation', signedInOnly);

  // The zip is streamed as it is written: its length is not known ahead, and nobody should cache it.
  const sendZip = (reply: FastifyReply, { fileName, stream }: DataExport) =>
    reply
      .header('content-type', DATA_EXPORT_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);

  app.get('/school/student-export/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    sendZip(reply, await dataExport.exportStudent(requireActor(request), request.params.id)),
  );

  app.get('/school/account-export/', async (request, reply) => sendZip(reply, await dataExport.exportAccount(requireActor(request))));
};

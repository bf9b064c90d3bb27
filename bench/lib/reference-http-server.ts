import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The HTTP reference: a bare Fastify answering each measured route with a fixed JSON, the
 * answer the real server gave for it (so of the same size, serialized on each request as the
 * real one is). What Homeroom costs beyond it is its own work: tokens, queries, checks.
 * The routes are read from the file named by BENCH_REFERENCE_ROUTES.
 */
interface ReferenceRoute {
  method: 'GET' | 'POST';
  url: string;
  status: number;
  body: unknown;
}

const routes = JSON.parse(readFileSync(process.env.BENCH_REFERENCE_ROUTES ?? '', 'utf8')) as ReferenceRoute[];
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
for (const route of routes) {
  app.route({ method: route.method, url: route.url, handler: async (_request, reply) => reply.code(route.status).send(route.body) });
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

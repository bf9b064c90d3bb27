// `npm run cluster`: two Homeroom instances on ports 8001 and 8002 sharing the local PostgreSQL
// and Redis, to try several instances on one machine. Put a load balancer in front (see
// docs/deployment.md) or open each port in its own browser. `WORKERS=2 npm run cluster` gives each
// instance two workers on its port (docs/deployment.md, "Both cores of one machine").
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/homeroom_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = [8001, 8002];
// Both instances must sign media addresses alike; a fresh secret per run is enough to try them out.
const mediaSigningSecret = process.env.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('hex');

const instances = ports.map((port, index) => {
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, MEDIA_SIGNING_SECRET: mediaSigningSecret, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => console.log(`instance ${index + 1} (port ${port}) stopped: ${signal ?? code}`));
  return child;
});
console.log(`Two instances on ports ${ports.join(' and ')}, sharing ${databaseUrl} and ${redisUrl}. Ctrl-C stops both.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => instances.forEach((child) => child.kill('SIGTERM')));
}

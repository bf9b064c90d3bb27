import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** WebSocket close code "going away": the web app reconnects, to another instance behind the load balancer. */
const GOING_AWAY = 1001;
/**
 * The port closes once no connection has come for this long: a client that sent its request just
 * before the stop may connect a little after it (and a load balancer takes a moment to stop sending),
 * and closing the port under it would reset its connection.
 */
const QUIET_MS = 250;
const POLL_MS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GracefulStop {
  /** Stops the server as a stop signal asks; resolves when everything is closed. */
  stop(): Promise<void>;
}

/**
 * A stop that drops no work: every answer from now on closes its connection, the port closes once
 * connections stop coming (within a quarter of `timeoutMs`), every request already accepted is
 * answered (within half of it), the sockets close with 1001 so that clients reconnect elsewhere,
 * and the app closes (the outbox sends what is due, the database closes last). The caller ends
 * the process at `timeoutMs` whatever still hangs.
 */
export function prepareGracefulStop(app: FastifyInstance, settings: { timeoutMs: number }): GracefulStop {
  const server = app.server;
  let inFlight = 0;
  let lastConnection = 0;
  let lastRequestEnd = 0;
  let draining = false;
  server.on('connection', () => {
    lastConnection = Date.now();
  });
  server.on('request', (_request, response) => {
    inFlight += 1;
    // A keep-alive client learns to open its next connection elsewhere.
    if (draining && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      lastRequestEnd = Date.now();
    });
  });

  /** Checks after the event loop's poll phase, so that connections waiting in the system are counted first. */
  async function waitUntil(done: () => boolean, deadline: number): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (done() || Date.now() >= deadline) return;
      await sleep(POLL_MS);
    }
  }

  return {
    async stop() {
      const started = Date.now();
      draining = true;
      await waitUntil(() => Date.now() - lastConnection >= QUIET_MS, started + settings.timeoutMs / 4);
      // The listening socket only: unlike server.close(), this leaves open the connections whose request is still unread.
      net.Server.prototype.close.call(server);
      // Requests in flight are answered; a connection just accepted gets a moment to send its request.
      await waitUntil(
        () => inFlight === 0 && Date.now() - Math.max(lastConnection, lastRequestEnd) >= QUIET_MS,
        started + settings.timeoutMs / 2,
      );
      if (inFlight > 0) app.log.warn({ inFlight }, 'stopping with requests still in flight');
      for (const client of app.websocketServer.clients) client.close(GOING_AWAY, 'server restarting');
      await app.close();
    },
  };
}

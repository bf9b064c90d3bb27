import { openMany, wsOrigin, type ChatClient } from './lib/chat-clients.ts';
import { startProcess, waitIdle, type BenchProcess } from './lib/processes.ts';
import { mean, percentile, round, settings, sleep } from './lib/stats.ts';
import type { Target } from './lib/target.ts';

/** Messages in flight at once while measuring how many a group can carry. */
const WINDOW = 16;
/** The steady rate at which delivery latency is measured, well within both sides' capacity. */
const STEADY_RATE = 20;

export interface FanoutResult {
  /** Messages fully delivered (to all 30) per second, saturated. */
  messagesPerSecond: number;
  /** Delivery latency at the steady rate, from send to each receipt. */
  p50: number;
  p99: number;
  lost: number;
}

export interface FanoutRow {
  clients: number;
  reference: FanoutResult;
  subject: FanoutResult;
  ratio: number;
}

/** Sends from the clients in turn; resolves with each delivery's latency. */
async function drive(clients: ChatClient[], seconds: number, mode: { window: number } | { rate: number }) {
  const sentAt = new Map<number, number>();
  /** For each message not yet delivered to all: the indexes of the clients that have it. */
  const receipts = new Map<number, Set<number>>();
  const latencies: number[] = [];
  let completed = 0;
  let sequence = 0;
  let running = true;
  let onComplete = () => {};
  const prefix = `bench-${Date.now()}-`;
  for (const [clientIndex, client] of clients.entries()) {
    client.onMessage((message) => {
      if (message.type !== 'chat_message' || !message.message?.startsWith(prefix)) return;
      const id = Number(message.message.slice(prefix.length));
      const started = sentAt.get(id);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      const receivers = receipts.get(id) ?? new Set<number>();
      receivers.add(clientIndex);
      receipts.set(id, receivers);
      if (receivers.size === clients.length) {
        completed += 1;
        sentAt.delete(id);
        receipts.delete(id);
        onComplete();
      }
    });
  }
  const send = () => {
    sequence += 1;
    sentAt.set(sequence, performance.now());
    clients[sequence % clients.length]?.socket.send(JSON.stringify({ message: `${prefix}${sequence}` }));
  };
  const started = performance.now();
  if ('window' in mode) {
    onComplete = () => {
      if (running) send();
    };
    for (let index = 0; index < mode.window; index += 1) send();
    await sleep(seconds * 1000);
  } else {
    const total = Math.round(seconds * mode.rate);
    for (let index = 0; index < total; index += 1) {
      send();
      await sleep(Math.max(0, started + ((index + 1) * 1000) / mode.rate - performance.now()));
    }
  }
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const measuredCompleted = completed;
  // Let the messages in flight arrive before the clients go.
  for (let waited = 0; sentAt.size > 0 && waited < 10_000; waited += 100) await sleep(100);
  if (sentAt.size > 0) reportLost(clients, sentAt, receipts);
  return { messagesPerSecond: measuredCompleted / elapsed, latencies, lost: sentAt.size };
}

/** Says which clients lack each lost message and what they saw go wrong, so a loss can be traced. */
function reportLost(clients: ChatClient[], sentAt: Map<number, number>, receipts: Map<number, Set<number>>) {
  for (const id of sentAt.keys()) {
    const receivers = receipts.get(id) ?? new Set<number>();
    const missing = clients.map((_client, index) => index).filter((index) => !receivers.has(index));
    console.log(`    lost message ${id} (sent by client ${id % clients.length}): not at clients ${missing.join(', ')}`);
  }
  for (const [index, client] of clients.entries()) {
    for (const trouble of client.troubles) console.log(`    client ${index}: ${trouble}`);
  }
}

async function measure(origins: string[], groupId: number, tokens: string[], processes: BenchProcess[]): Promise<FanoutResult> {
  const urls = tokens.map((token, index) => `${wsOrigin(origins[index % origins.length] as string)}/ws/chat/${groupId}/${token}/`);
  const { clients, failures, firstError } = await openMany(urls, 10);
  if (failures > 0) throw new Error(`chat fan-out: ${failures} sockets failed: ${firstError}`);
  try {
    await sleep(300);
    const saturated = await drive(clients, settings.seconds, { window: WINDOW });
    await waitIdle(processes);
    const steady = await drive(clients, settings.seconds, { rate: STEADY_RATE });
    return {
      messagesPerSecond: saturated.messagesPerSecond,
      p50: percentile(steady.latencies, 0.5),
      p99: percentile(steady.latencies, 0.99),
      lost: saturated.lost + steady.lost,
    };
  } finally {
    for (const client of clients) client.close();
    await waitIdle(processes);
  }
}

/**
 * 30 parents of one class in its group chat (spread over the instances), against a bare `ws`
 * broadcast server (two of them over Redis for two instances): how many messages per second
 * reach all 30, and how long one takes to reach each of them at a steady 20 per second.
 */
export async function benchChatFanout(target: Target): Promise<FanoutRow> {
  const schoolClass = target.school.classes[0];
  if (!schoolClass) throw new Error('no class');
  const tokens = schoolClass.parents.slice(0, 30).map((parent) => parent.token);
  const references: BenchProcess[] = [];
  try {
    for (let index = 0; index < target.origins.length; index += 1) {
      const redisEnv: Record<string, string> = target.redis ? { BENCH_REDIS_URL: target.redis.url, BENCH_REDIS_PREFIX: `${target.redis.prefix}reference:` } : {};
      references.push(await startProcess(`reference-ws-${index + 1}`, 'bench/lib/reference-ws-server.ts', redisEnv, '/'));
    }
    const sides = {
      reference: () => measure(references.map((reference) => reference.origin), schoolClass.groupId, tokens, references),
      subject: () => measure(target.origins, schoolClass.groupId, tokens, target.instances),
    };
    const measured: Record<'reference' | 'subject', FanoutResult[]> = { reference: [], subject: [] };
    for (let roundIndex = 0; roundIndex < settings.rounds; roundIndex += 1) {
      const order = roundIndex % 2 === 0 ? (['reference', 'subject'] as const) : (['subject', 'reference'] as const);
      for (const side of order) measured[side].push(await sides[side]());
    }
    const average = (results: FanoutResult[]): FanoutResult => ({
      messagesPerSecond: mean(results.map((result) => result.messagesPerSecond)),
      p50: mean(results.map((result) => result.p50)),
      p99: mean(results.map((result) => result.p99)),
      lost: results.reduce((sum, result) => sum + result.lost, 0),
    });
    const reference = average(measured.reference);
    const subject = average(measured.subject);
    const row = { clients: tokens.length, reference, subject, ratio: subject.messagesPerSecond / reference.messagesPerSecond };
    console.log(
      `  chat fan-out to ${tokens.length}: Homeroom ${round(subject.messagesPerSecond)} msg/s (p50 ${round(subject.p50, 1)} ms, p99 ${round(subject.p99, 1)} ms), reference ${round(reference.messagesPerSecond)} msg/s (p50 ${round(reference.p50, 1)}, p99 ${round(reference.p99, 1)}), ratio ${round(row.ratio, 3)}`,
    );
    return row;
  } finally {
    await Promise.all(references.map((reference) => reference.stop()));
  }
}

import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/** The text of each message already serialized: a broadcast is one object shared by every socket it reaches. */
const encoded = new WeakMap<object, Buffer>();

/**
 * The message as a frame's text, serialized once however many sockets it goes to. The bus hands
 * the same object to every subscriber of a channel on this instance, so a message to a group of
 * thirty is serialized once, not thirty times. Messages are never changed once published.
 */
export function encodeOnce(message: object): Buffer {
  let text = encoded.get(message);
  if (!text) {
    text = Buffer.from(JSON.stringify(message));
    encoded.set(message, text);
  }
  return text;
}

/** Connections holding the frames sent to them in this turn of the event loop. */
const heldConnections = new Set<Socket>();

/** ws 8 keeps its TCP socket in a field of its own; it has no public way to reach it. */
function connectionOf(socket: WebSocket): Socket | undefined {
  return (socket as unknown as { _socket?: Socket | null })._socket ?? undefined;
}

/** Hands every held connection's frames to the network, one write each. */
function releaseHeldFrames(): void {
  const held = [...heldConnections];
  heldConnections.clear();
  for (const connection of held) connection.uncork();
}

/**
 * Holds the frames sent to this socket until the current turn of the event loop ends (after the
 * promise callbacks it runs), then writes them to the network together: one system call and
 * one packet where a batch of chat messages, a catch-up page or a message with its
 * notification sent one call each. The turn's end comes before any network I/O is read, so no
 * frame waits for anything but the code already running.
 */
function holdFramesForThisTurn(socket: WebSocket): void {
  const connection = connectionOf(socket);
  if (!connection || heldConnections.has(connection)) return;
  if (heldConnections.size === 0) process.nextTick(releaseHeldFrames);
  connection.cork();
  heldConnections.add(connection);
}

/**
 * Sends a message to a socket that is still open, as a text frame, serialized once for all its
 * sockets, written to the network with the other frames the socket gets in the same turn.
 */
export function sendToSocket(socket: WebSocket, message: object): void {
  if (socket.readyState !== socket.OPEN) return;
  holdFramesForThisTurn(socket);
  socket.send(encodeOnce(message), { binary: false });
}

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

/** Sends a message to a socket that is still open, as a text frame, serialized once for all its sockets. */
export function sendToSocket(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(encodeOnce(message), { binary: false });
}

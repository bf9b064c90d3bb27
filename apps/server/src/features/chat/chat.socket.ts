import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { ChatClientMessageSchema, ChatServerMessageSchema, ChatTypingFrameSchema, TYPING_FRAME_INTERVAL_MS, type ChatServerMessage } from '@homeroom/contract/chat';
import { AppError } from '../../infra/http/app-error.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { closeOnDeparture } from '../../infra/realtime/group-departures.ts';
import { createOrderedFeed, isSocketCongested, socketDrained, type FeedReader } from '../../infra/realtime/ordered-feed.ts';
import type { SocketGuard } from '../../infra/realtime/socket-guard.ts';
import { chatGroupOfRoom, chatRoom, type Presence } from '../../infra/realtime/presence.ts';
import { closeRefused } from '../../infra/realtime/socket-close.ts';
import { releaseUpgradeRequest } from '../../infra/realtime/socket-upgrade.ts';
import { sendToSocket } from '../../infra/realtime/socket-frames.ts';
import { chatChannel, toLiveMessage, type ChatListener, type ChatService } from './chat.service.ts';
import { MAX_ID, id } from '@homeroom/contract/validation';
import { SOCKET_CLOSE } from '@homeroom/contract/sockets';

const ParamsSchema = z.object({ groupId: id(), token: z.string() });
/** `?after=<id>`: the last message the client saw, so that it gets what it missed (docs/api.md). */
const QuerySchema = z.object({ after: z.coerce.number().int().nonnegative().max(MAX_ID).optional() });

interface ChatSocketOptions {
  chat: ChatService;
  sockets: SocketGuard;
  presence: Presence;
  bus: Bus;
  listener: ChatListener;
  catchUp: { pageSize: number; retryMs: number };
}

function send(socket: WebSocket, message: ChatServerMessage): void {
  sendToSocket(socket, message);
}

/** Presence from the bus as the contract has it, checked once for all the sockets it goes to; null if it is not. */
const checkedMessages = new WeakMap<object, ChatServerMessage | null>();
function toServerMessage(message: unknown): ChatServerMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  let checked = checkedMessages.get(message);
  if (checked === undefined) {
    const parsed = ChatServerMessageSchema.safeParse(message);
    checked = parsed.success ? parsed.data : null;
    checkedMessages.set(message, checked);
  }
  return checked;
}

/**
 * What the ordered feed hands a chat socket, as methods of one object rather than a closure
 * each: an idle socket's memory counts (bench/sockets.ts).
 */
class SocketReader implements FeedReader<ChatServerMessage> {
  /** Set once the membership check has passed: nothing reaches the socket before. */
  isAdmitted = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly isStillMember: () => Promise<boolean>,
  ) {}

  deliver(message: ChatServerMessage): void {
    if (this.isAdmitted) send(this.socket, message);
  }

  /** Presence from the bus, another instance's words: checked against the contract before a client gets them. */
  pass(message: unknown): void {
    const checked = this.isAdmitted ? toServerMessage(message) : null;
    if (checked) send(this.socket, checked);
  }

  drained(): Promise<void> {
    return socketDrained(this.socket);
  }

  isCongested(): boolean {
    return isSocketCongested(this.socket);
  }

  /** What is read from the database goes to members only, whatever the bus missed saying. */
  async mayRead(): Promise<boolean> {
    if (this.isAdmitted && (await this.isStillMember())) return true;
    closeRefused(this.socket, SOCKET_CLOSE.notAMember);
    return false;
  }
}

/**
 * How long a message from another instance that arrives ahead of its turn waits for the ones
 * before it (docs/decisions.md, "Chat messages from two instances"): a few Redis round trips,
 * well inside the two seconds a delivery may take.
 */
const CHAT_REORDER_WAIT_MS = 50;

/**
 * `/ws/chat/{groupId}/{token}/`: members of the group only. A message is stored before it is
 * broadcast; presence counts every open socket, so a user with two tabs stays connected until
 * both close.
 */
export const chatSocket: FastifyPluginAsync<ChatSocketOptions> = async (app, { chat, sockets, presence, bus, listener, catchUp }) => {
  // Each socket gets every stored message of its group once, in order, whatever the bus does.
  const feed = createOrderedFeed<ChatServerMessage>({
    bus,
    channel: chatChannel,
    readAfter: async (groupId, afterId, limit) =>
      (await chat.listMissedMessages(groupId, afterId, limit)).map((message) => ({ id: message.id, item: toLiveMessage(message) })),
    lastId: (groupId) => chat.lastMessageId(groupId),
    pageSize: catchUp.pageSize,
    retryMs: catchUp.retryMs,
    reorderWaitMs: CHAT_REORDER_WAIT_MS,
    onError: (error) => app.log.warn({ err: error }, 'chat catch-up failed; trying again'),
  });

  // A user whose instance died is gone from the chat: the others are told.
  presence.onDeparted((room, userId) => {
    const groupId = chatGroupOfRoom(room);
    if (groupId !== null) void bus.publish(chatChannel(groupId), { type: 'user_disconnected', data: { user: userId } });
  });

  app.get('/ws/chat/:groupId/:token/', { websocket: true }, (socket, request) => {
    const log = releaseUpgradeRequest(socket, request);
    const params = ParamsSchema.safeParse(request.params);
    const query = QuerySchema.safeParse(request.query);
    if (!params.success || !query.success) {
      closeRefused(socket, SOCKET_CLOSE.notFound);
      return;
    }
    const { groupId, token } = params.data;
    // Here rather than in a handler below, so that no closure keeps the upgrade request.
    // Let go once signed in: the socket's closures keep its context for the socket's lifetime.
    let signingIn: ReturnType<typeof sockets.authenticate> | undefined = sockets.authenticate(socket, request, token);
    const after = query.data.after;
    const room = chatRoom(groupId);
    let userId: number | null = null;
    let unsubscribe = () => {};
    let stopWatchingDeparture = () => {};
    let work = Promise.resolve();
    /** When this socket last told the group its user was typing: a client sending more often is not passed on. */
    let lastTypingAt = 0;

    // Handlers are attached at once, and messages wait for the checks, so none is lost.
    const ready = (async () => {
      const actor = await signingIn;
      signingIn = undefined;
      if (!actor) return closeRefused(socket, SOCKET_CLOSE.invalidToken);
      // Only the id is kept by the closures below, not the whole actor.
      const actorId = actor.userId;
      // A failed look-up is not a departure.
      const isStillMember = () => chat.isMember(actorId, groupId).catch(() => true);
      // Before the membership check, so that a removal while it runs still closes the socket.
      stopWatchingDeparture = closeOnDeparture(bus, groupId, actorId, socket, isStillMember);
      /** Nothing reaches the socket before the membership check has passed (`isAdmitted`). */
      const reader = new SocketReader(socket, isStillMember);
      const join = () =>
        chat.joinChat(actorId, groupId).then((member) => {
          reader.isAdmitted = member !== null;
          return member;
        });
      let joined: ReturnType<typeof join> | undefined;
      // The feed subscribes first; the one statement that checks the membership, reads the
      // sender's name and the group's last message id then comes after it (in the feed's next
      // step), so that nothing stored meanwhile passes unseen.
      unsubscribe = feed.attach(
        groupId,
        reader,
        // From `?after` on, the whole gap, in pages.
        after,
        async () => (await (joined ??= join()))?.lastMessageId ?? 0,
      );
      joined ??= join();
      let member: Awaited<typeof joined>;
      try {
        member = await joined;
        // The feed has asked for it already (its first step ran before this await resumed).
        joined = undefined;
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (!member) {
        unsubscribe();
        return closeRefused(socket, SOCKET_CLOSE.notAMember);
      }
      if (socket.readyState !== socket.OPEN) return null;
      // Kept for the socket's lifetime: what messages carry, not the whole user row with its password hash.
      const { sender } = member;
      userId = sender.id;
      if (await presence.join(room, sender.id)) {
        await bus.publish(chatChannel(groupId), { type: 'user_connected', data: { user: sender.id } });
      }
      return sender;
    })().catch((error: unknown) => {
      log.error({ err: error }, 'chat socket setup failed');
      socket.close(SOCKET_CLOSE.serverError);
      return null;
    });

    socket.on('message', sockets.limitMessages(socket, 'chat', (raw) => {
      // One message after another, so that a sender's messages keep their order.
      work = work.then(async () => {
        const sender = await ready;
        if (!sender) return;
        const frame: unknown = JSON.parse(String(raw));
        if (ChatTypingFrameSchema.safeParse(frame).success) {
          const now = Date.now();
          // A little under the client's interval, so that a frame arriving a moment early still passes.
          if (now - lastTypingAt < TYPING_FRAME_INTERVAL_MS / 2) return;
          lastTypingAt = now;
          await chat.announceTyping(sender, groupId);
          return;
        }
        const parsed = ChatClientMessageSchema.safeParse(frame);
        if (!parsed.success) return send(socket, { type: 'error', message: 'Send {"message": "..."}.' });
        try {
          const message = await chat.sendMessage(sender, groupId, parsed.data.message, parsed.data.attachment_ids);
          // The message is delivered; a failure to notify is logged, never shown to the sender.
          // Files alone are announced by their names.
          const content = message.content || message.attachments.map((file) => file.name).join(', ');
          listener.messageSent({ groupId, id: message.id, sender, content }).catch((error: unknown) => {
            log.error({ err: error }, 'message notification failed');
          });
        } catch (error) {
          if (!(error instanceof AppError)) log.error({ err: error }, 'chat message failed');
          const messages = error instanceof AppError ? error.messages : ['The message could not be sent.'];
          send(socket, { type: 'error', message: messages.join(' ') });
        }
      }).catch(() => send(socket, { type: 'error', message: 'Send {"message": "..."}.' }));
    }));

    socket.on('close', () => {
      void ready.then(async () => {
        unsubscribe();
        stopWatchingDeparture();
        if (userId !== null && (await presence.leave(room, userId))) {
          await bus.publish(chatChannel(groupId), { type: 'user_disconnected', data: { user: userId } });
        }
      }).catch((error: unknown) => log.warn({ err: error }, 'socket close not recorded'));
    });
  });
};

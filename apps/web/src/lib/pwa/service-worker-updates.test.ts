import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates } from './service-worker-updates.ts';
import type { PageToWorkerMessage } from './worker-messages.ts';

/** A worker in the browser's lifecycle, recording what the page tells it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly received: PageToWorkerMessage[] = [];
  postMessage(message: PageToWorkerMessage) {
    this.received.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new version and starts installing it. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  readonly registered: string[] = [];
  constructor(controller: FakeWorker | null) {
    super();
    this.controller = controller;
    this.registration.active = controller;
  }
  async register(url: string) {
    this.registered.push(url);
    return this.registration;
  }
  /** The waiting worker took over. */
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controller: FakeWorker | null = new FakeWorker()) {
  const container = new FakeContainer(controller);
  const reload = vi.fn();
  const openUrl = vi.fn();
  const updates = createServiceWorkerUpdates(container as unknown as ServiceWorkerContainer, { reload, openUrl });
  return { container, updates, reload, openUrl };
}

describe('createServiceWorkerUpdates', () => {
  it('registers /sw.js and offers nothing while the version is current', async () => {
    const { container, updates } = setUp();
    await updates.register();
    expect(container.registered).toEqual(['/sw.js']);
    expect(updates.isUpdateReady()).toBe(false);
  });

  it('offers the reload once a new version has installed, and reloads only after it took over', async () => {
    const { container, updates, reload } = setUp();
    const listener = vi.fn();
    updates.subscribe(listener);
    await updates.register();

    const next = container.registration.findUpdate();
    expect(updates.isUpdateReady()).toBe(false);
    next.moveTo('installed');
    expect(updates.isUpdateReady()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    updates.applyUpdate();
    expect(next.received).toEqual([{ type: 'skip-waiting' }]);
    expect(reload).not.toHaveBeenCalled();

    container.takeOver(next);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { container, updates } = setUp();
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = 'installed';
    await updates.register();
    expect(updates.isUpdateReady()).toBe(true);
  });

  it('offers nothing on the first install, when no version controlled the page', async () => {
    const { container, updates, reload } = setUp(null);
    await updates.register();
    const first = container.registration.findUpdate();
    first.moveTo('installed');
    expect(updates.isUpdateReady()).toBe(false);
    // The first worker claims the page: no reload, the page is already current.
    container.takeOver(first);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when another tab switched versions', async () => {
    const { container, updates, reload } = setUp();
    await updates.register();
    const next = container.registration.findUpdate();
    next.moveTo('installed');
    container.takeOver(next);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the active worker to forget kept API answers', async () => {
    const { container, updates } = setUp();
    await updates.register();
    updates.clearApiCache();
    expect(container.controller?.received).toEqual([{ type: 'clear-api-cache' }]);
  });

  it('opens the address a clicked notification names, and ignores other messages', () => {
    const { container, openUrl } = setUp();
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'open-url', url: '/chat/4' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('/chat/4');
  });
});

import { afterEach, beforeEach, vi } from 'vitest';

/** One upload sent through XMLHttpRequest (apiUpload), which the test answers when it likes. */
export interface FakeUpload {
  method: string;
  /** The path after /api/v1. */
  path: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports upload progress to the page. */
  progress: (loaded: number, total: number) => void;
  /** Answers with a JSON body. */
  respond: (status: number, body?: unknown) => void;
  /** The connection drops. */
  fail: () => void;
}

type Listener = (event: ProgressEvent) => void;

/**
 * Puts a fake in place of XMLHttpRequest for every test of the calling suite: each upload is
 * pushed to the returned list, and `onSend` (if set) may answer it at once.
 */
export function stubUpload() {
  const uploads: FakeUpload[] = [];
  const control: { uploads: FakeUpload[]; onSend: ((upload: FakeUpload) => void) | null } = {
    uploads,
    onSend: null,
  };

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private readonly listeners = new Map<string, Listener[]>();
    private readonly uploadListeners = new Map<string, Listener[]>();
    private responseHeaders: Record<string, string> = {};

    readonly upload = {
      addEventListener: (type: string, listener: Listener) => {
        this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
      },
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    abort() {
      this.emit(this.listeners, 'abort', new ProgressEvent('abort'));
    }

    send(body: FormData) {
      const upload: FakeUpload = {
        method: this.method,
        path: this.url.replace(/^\/api\/v1/, ''),
        headers: { ...this.headers },
        body,
        progress: (loaded, total) =>
          this.emit(
            this.uploadListeners,
            'progress',
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
          this.responseHeaders = { 'content-type': 'application/json' };
          this.emit(this.listeners, 'load', new ProgressEvent('load'));
        },
        fail: () => this.emit(this.listeners, 'error', new ProgressEvent('error')),
      };
      uploads.push(upload);
      control.onSend?.(upload);
    }

    private emit(listeners: Map<string, Listener[]>, type: string, event: ProgressEvent) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    }
  }

  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest));
  afterEach(() => {
    uploads.length = 0;
    control.onSend = null;
    vi.unstubAllGlobals();
  });
  return control;
}

import type { FieldErrors, NON_FIELD_ERRORS as ContractNonFieldErrors } from '@homeroom/contract/validation';
import { useAuthStore } from './auth-store.ts';
import { currentLanguage, i18n } from './i18n/i18n.ts';

/** The contract's key of errors that belong to no field; its type checks the two agree, while the first page loads no schema. */
const NON_FIELD_ERRORS: typeof ContractNonFieldErrors = 'non_field_errors';

/** The API is served by the same origin as the app (docs/product.md, "API conventions": every call under /api/v1). */
export const API_BASE_PATH = '/api/v1';

/** What a refusal without a message of its own says, by status (keys of the `common` namespace). */
const FALLBACK_MESSAGES = {
  0: 'requestFailed.offline',
  401: 'requestFailed.sessionEnded',
  403: 'requestFailed.forbidden',
  404: 'requestFailed.notFound',
  413: 'requestFailed.tooLarge',
  429: 'requestFailed.tooManyAttempts',
} as const satisfies Record<number, string>;

/** A refused or failed call, in the shape the API speaks (docs/product.md, "API conventions"): field lists and/or a detail. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly detail?: string;

  constructor(status: number, fieldErrors: FieldErrors = {}, detail?: string) {
    const messages = [detail, ...Object.values(fieldErrors).flat()].filter(Boolean);
    super(messages[0] ?? fallbackMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.detail = detail;
  }

  /** Every message of the answer: the detail, errors not tied to a field, then each field's. */
  get messages(): string[] {
    const { [NON_FIELD_ERRORS]: nonField = [], ...fields } = this.fieldErrors;
    const messages = [...(this.detail ? [this.detail] : []), ...nonField, ...Object.values(fields).flat()];
    return messages.length > 0 ? messages : [this.message];
  }
}

function fallbackMessage(status: number): string {
  if (status >= 500) return i18n.t('requestFailed.serverError');
  const key = (FALLBACK_MESSAGES as Record<number, (typeof FALLBACK_MESSAGES)[keyof typeof FALLBACK_MESSAGES]>)[status];
  return key ? i18n.t(key) : i18n.t('requestFailed.otherStatus', { status });
}

/** Reads `{detail}` and `{field: [messages]}` answers; anything else becomes the status's message. */
export function toApiError(status: number, data: unknown): ApiError {
  if (Array.isArray(data)) {
    const messages = data.filter((item): item is string => typeof item === 'string');
    return new ApiError(status, messages.length > 0 ? { [NON_FIELD_ERRORS]: messages } : {});
  }
  if (data === null || typeof data !== 'object') {
    return new ApiError(
      status,
      {},
      typeof data === 'string' && data.length > 0 && data.length < 300 ? data : undefined,
    );
  }
  let detail: string | undefined;
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'detail' && typeof value === 'string') detail = value;
    else if (typeof value === 'string') fieldErrors[key] = [value];
    else if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === 'string');
      if (messages.length > 0) fieldErrors[key] = messages;
    }
  }
  return new ApiError(status, fieldErrors, detail);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** FormData goes out as multipart; anything else as JSON. */
  body?: unknown;
  /** False for the calls made without a token: login, registration, password reset (docs/product.md, "API conventions"). */
  authenticated?: boolean;
  /** A token to send instead of the stored one, e.g. right after login before it is stored. */
  token?: string;
  signal?: AbortSignal;
}

interface PreparedRequest {
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  sentToken: string;
}

function prepareRequest(path: string, options: ApiRequestOptions): PreparedRequest {
  // The server answers its messages in the language the app speaks (docs/decisions.md, "Languages").
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const sentToken = options.authenticated === false ? '' : (options.token ?? useAuthStore.getState().token);
  if (sentToken) headers.Authorization = `Token ${sentToken}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { url: `${API_BASE_PATH}${path}`, headers, body, sentToken };
}

/** A 401 to a call that carried the stored token means the token was revoked: sign out here too. */
function forgetRevokedToken(status: number, sentToken: string): void {
  if (status !== 401 || !sentToken) return;
  const { token, logout } = useAuthStore.getState();
  if (token === sentToken) logout();
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

/** Calls the API and returns the parsed answer, or throws an {@link ApiError}. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const request = prepareRequest(path, options);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: options.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }

  const data = parseBody(await response.text(), response.headers.get('Content-Type'));
  if (!response.ok) {
    forgetRevokedToken(response.status, request.sentToken);
    throw toApiError(response.status, data);
  }
  return data as T;
}

/**
 * The answer to `GET path` that the page's head started before the app loaded
 * (src/early-class-page.ts), taken once; null when there is none for this address, or when it was
 * asked with another token than the one stored now. Only a success is used as it came: a refusal
 * or a failed request is asked again through {@link apiRequest}, so that its messages are in the
 * app's language and a revoked token signs out as always.
 */
export function takeEarlyAnswer<T>(path: string): Promise<T> | null {
  const early = window.homeroomEarlyRequest;
  const url = `${API_BASE_PATH}${path}`;
  if (early?.url !== url) return null;
  window.homeroomEarlyRequest = undefined;
  if (early.token !== useAuthStore.getState().token) return null;
  return early.response.then(
    async (response) => {
      if (!response.ok) return apiRequest<T>(path);
      return parseBody(await response.text(), response.headers.get('Content-Type')) as T;
    },
    () => apiRequest<T>(path),
  );
}

/**
 * Fetches a file the API answers as an attachment (a data export) with the signed-in token, and
 * answers its bytes and the name the server gave it. A token cannot ride on a plain link, so the
 * file is read through fetch; refusals become an {@link ApiError} as with {@link apiRequest}.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const request = prepareRequest(path, {});
  let response: Response;
  try {
    response = await fetch(request.url, { headers: request.headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    forgetRevokedToken(response.status, request.sentToken);
    throw toApiError(response.status, parseBody(await response.text(), response.headers.get('Content-Type')));
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100. */
  percent: number;
}

export interface ApiUploadOptions extends Omit<ApiRequestOptions, 'body' | 'method'> {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
}

/** Sends multipart form data and reports upload progress (fetch cannot), else as {@link apiRequest}. */
export function apiUpload<T>(path: string, formData: FormData, options: ApiUploadOptions = {}): Promise<T> {
  const request = prepareRequest(path, { ...options, body: formData });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const percent = Math.round((event.loaded / event.total) * 100);
      options.onProgress({ loaded: event.loaded, total: event.total, percent });
    });
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type'));
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        forgetRevokedToken(xhr.status, request.sentToken);
        reject(toApiError(xhr.status, data));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

import type { ApiErrorBody } from '../../domain/api-error.js';

/** Prefix for API paths written relative to the API root ("base path /api/v1"). */
export const API_BASE = '/api/v1';

/** What a call the server never answered (status 0) reads as (word for word). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** Stands in when an error answer carries no `msg`; screens with their own fallback compare. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call: `status` 0 means the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Facts the client can act on, e.g. an appointment's conflicts. */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.msg);
    this.name = 'ApiError';
    this.status = status;
    this.msg = body.msg;
    this.code = body.code;
    this.fields = body.fields;
    this.details = body.details;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except FormData which the browser encodes itself. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** `/users/current-user` -> `/api/v1/users/current-user`; absolute and `/api/...` paths stay. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path === '/api' || path.startsWith('/api/')) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Calls the API and answers the parsed JSON body; throws `ApiError` on any failure. No time-out. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
    signal,
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch (error) {
    // A cancelled request is not a failure: TanStack Query relies on seeing the AbortError.
    if (signal?.aborted) throw error;
    throw new ApiError(0, { msg: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.status, payload));
  return payload as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toErrorBody(status: number, payload: unknown): ApiErrorBody {
  const body = isRecord(payload) ? payload : {};
  // Some older endpoints answer `message` instead of `msg` (verify-email).
  const msg = firstString(body.msg, body.message) ?? GENERIC_ERROR_MESSAGE;
  const code = firstString(body.code) ?? `HTTP_${status}`;
  const fields = isStringRecord(body.fields) ? body.fields : undefined;
  const details = isRecord(body.details) ? body.details : undefined;
  return { msg, code, ...(fields && { fields }), ...(details && { details }) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value !== '');
}

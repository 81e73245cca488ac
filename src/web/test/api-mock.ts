import { vi } from 'vitest';
import type { CurrentUser } from '../lib/current-user';

type Reply = Response | Promise<Response>;
type Handler = (request: { method: string; path: string; body: unknown }) => Reply;

export const ownerUser: CurrentUser = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'owner@demo-physio.example',
    name: 'Ana',
    lastName: 'Marković',
    location: 'Novi Sad, Serbia',
    platformAdmin: false,
    avatarUrl: null,
    twoFactorEnabled: false,
  },
  membership: {
    clinicId: '00000000-0000-4000-8000-000000000002',
    clinicName: 'Demo Physio Clinic',
    role: 'owner',
    title: 'Clinic owner, physiotherapist',
    calendarColor: '#1c7ed6',
  },
  clinics: [
    {
      clinicId: '00000000-0000-4000-8000-000000000002',
      clinicName: 'Demo Physio Clinic',
      role: 'owner',
    },
  ],
  twoFactorSetupRequired: false,
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const notSignedIn = () => json(401, { msg: 'Please sign in.', code: 'UNAUTHENTICATED' });

/**
 * Replaces `fetch` with a fake API. Handlers are keyed "METHOD /api/v1/path"; anything else
 * answers 404. GET /users/current-user answers 401 (signed out) unless a handler says otherwise.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/v1/users/current-user': notSignedIn,
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return json(404, { msg: 'There is no such API route.', code: 'ROUTE_NOT_FOUND' });
    return handler({ method, path: url.pathname, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function signedInAs(currentUser: CurrentUser = ownerUser): Handler {
  return () => json(200, currentUser);
}

/** A current-user answer that only arrives when `release` is called. */
export function heldCurrentUser(answer: () => Response) {
  let release: () => void = () => {};
  const held = new Promise<Response>((resolve) => {
    release = () => resolve(answer());
  });
  return { handler: (() => held) as Handler, release };
}

import { vi } from 'vitest';
import type { AccountSession } from '../../domain/account.js';
import { DAY_MS } from '../../domain/clinic-time.js';
import type { TeamInvitation, TeamMember } from '../../domain/team.js';
import type { CurrentUser } from '../lib/current-user';

type Reply = Response | Promise<Response>;
type Handler = (request: {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  /** A multipart body (uploads), as the app built it. */
  formData?: FormData;
}) => Reply;

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

/** The support address the fake `GET /config` answers (not the web app's built-in fallback). */
export const TEST_SUPPORT_EMAIL = 'help@clinic.example';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const notSignedIn = () => json(401, { msg: 'Please sign in.', code: 'UNAUTHENTICATED' });

/**
 * Replaces `fetch` with a fake API. Handlers are keyed "METHOD /api/v1/path"; anything else
 * answers 404. GET /users/current-user answers 401 (signed out), GET /config has analytics off
 * and GET /notes/to-finish (the sidebar's count) is empty unless a handler says otherwise.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/v1/users/current-user': notSignedIn,
    'GET /api/v1/config': () =>
      json(200, {
        config: { environment: 'test', analytics: null, supportEmail: TEST_SUPPORT_EMAIL },
      }),
    'GET /api/v1/notes/to-finish': () => json(200, { visits: [], total: 0, page: 1, pages: 1 }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return json(404, { msg: 'There is no such API route.', code: 'ROUTE_NOT_FOUND' });
    const formData = init?.body instanceof FormData ? init.body : undefined;
    return handler({ method, path: url.pathname, query: url.searchParams, body, formData });
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

/** An empty answer, as DELETE routes give. */
export const noContent = () => new Response(null, { status: 204 });

/** The demo clinic's team as GET /team/members answers it. */
/** The owner, `ownerUser`. */
export const demoOwnerMember: TeamMember = {
  id: '00000000-0000-4000-8000-0000000000c1',
  userId: ownerUser.user.id,
  name: 'Ana',
  lastName: 'Marković',
  email: 'owner@demo-physio.example',
  role: 'owner',
  title: 'Clinic owner, physiotherapist',
  calendarColor: '#1c7ed6',
  takesAppointments: true,
  status: 'active',
  twoFactorEnabled: false,
  avatarUrl: null,
  joinedAt: '2025-01-10T09:00:00.000Z',
};
/** An administrator with two-factor on. */
export const demoAdminMember: TeamMember = {
  id: '00000000-0000-4000-8000-0000000000c2',
  userId: '00000000-0000-4000-8000-0000000000d2',
  name: 'Marko',
  lastName: 'Petrović',
  email: 'admin@demo-physio.example',
  role: 'admin',
  title: 'Practice manager',
  calendarColor: null,
  takesAppointments: false,
  status: 'active',
  twoFactorEnabled: true,
  avatarUrl: null,
  joinedAt: '2025-01-12T09:00:00.000Z',
};
/** A therapist. */
export const demoTherapistMember: TeamMember = {
  id: '00000000-0000-4000-8000-0000000000c3',
  userId: '00000000-0000-4000-8000-0000000000d3',
  name: 'Jelena',
  lastName: 'Ilić',
  email: 'jelena@demo-physio.example',
  role: 'therapist',
  title: 'Sports physiotherapist',
  calendarColor: '#2f9e44',
  takesAppointments: true,
  status: 'active',
  twoFactorEnabled: false,
  avatarUrl: null,
  joinedAt: '2025-02-01T09:00:00.000Z',
};
/** A deactivated assistant. */
export const demoAssistantMember: TeamMember = {
  id: '00000000-0000-4000-8000-0000000000c4',
  userId: '00000000-0000-4000-8000-0000000000d4',
  name: 'Nikola',
  lastName: 'Jovanović',
  email: 'nikola@demo-physio.example',
  role: 'assistant',
  title: '',
  calendarColor: null,
  takesAppointments: false,
  status: 'deactivated',
  twoFactorEnabled: false,
  avatarUrl: null,
  joinedAt: '2025-03-01T09:00:00.000Z',
};
export const demoMembers: TeamMember[] = [
  demoOwnerMember,
  demoAdminMember,
  demoTherapistMember,
  demoAssistantMember,
];

/** The current-user answer of another member of the demo clinic. */
export function signedInMember(member: TeamMember): CurrentUser {
  return {
    ...ownerUser,
    user: {
      ...ownerUser.user,
      id: member.userId,
      email: member.email,
      name: member.name,
      lastName: member.lastName,
      twoFactorEnabled: member.twoFactorEnabled,
    },
    membership: {
      ...ownerUser.membership!,
      role: member.role,
      title: member.title,
      calendarColor: member.calendarColor,
    },
    clinics: [
      {
        clinicId: ownerUser.membership!.clinicId,
        clinicName: ownerUser.membership!.clinicName,
        role: member.role,
      },
    ],
  };
}

/** An open invitation, created `daysAgo` days before `now` and running for 7 days. */
export function demoInvitation(
  overrides: Partial<TeamInvitation> = {},
  { now = Date.now(), daysAgo = 1 } = {},
): TeamInvitation {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    email: 'new.colleague@example.com',
    role: 'therapist',
    title: '',
    invitedByName: 'Ana Marković',
    createdAt: new Date(now - daysAgo * DAY_MS).toISOString(),
    expiresAt: new Date(now + (7 - daysAgo) * DAY_MS).toISOString(),
    status: 'pending',
    ...overrides,
  };
}

/** A signed-in session; `current` marks the browser running the test. */
export function demoSession(overrides: Partial<AccountSession> = {}): AccountSession {
  const now = new Date().toISOString();
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ip: '203.0.113.7',
    createdAt: now,
    lastSeenAt: now,
    current: true,
    ...overrides,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';

describe('patient access history (issue "Clinical record": who opened or changed the record)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  it("lists this patient's reads and changes with who made them, newest first, for owners and admins", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const admin = await signedInMember(ctx, 'admin', owner.clinicId);
    const therapist = await signedInMember(ctx, 'therapist', owner.clinicId);
    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    const nameOf = (member: typeof owner) => `${member.user.name} ${member.user.lastName}`;

    const created = await call('POST', '/patients', therapist.cookie, {
      firstName: 'Lena',
      lastName: 'Vasić',
    });
    const id = created.json().patient.id;
    const other = (
      await call('POST', '/patients', therapist.cookie, { firstName: 'Other', lastName: 'One' })
    ).json().patient.id;
    await call('GET', `/patients/${other}`, assistant.cookie);
    await call('GET', `/patients?search=lena`, assistant.cookie);
    await call('GET', `/patients/${id}`, assistant.cookie);
    await call('PUT', `/patients/${id}`, admin.cookie, {
      firstName: 'Lena',
      lastName: 'Vasić',
      occupation: 'Nurse',
    });

    for (const reader of [owner, admin]) {
      const response = await call('GET', `/patients/${id}/access-history`, reader.cookie);
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .entries.map((entry: { actorName: string; action: string }) => [
            entry.actorName,
            entry.action,
          ]),
      ).toEqual([
        [nameOf(admin), 'patient.update'],
        [nameOf(assistant), 'patient.read'],
        [nameOf(therapist), 'patient.create'],
      ]);
    }
    const { entries } = (await call('GET', `/patients/${id}/access-history`, owner.cookie)).json();
    const times = entries.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    for (const refused of [therapist, assistant]) {
      const response = await call('GET', `/patients/${id}/access-history`, refused.cookie);
      expect(response.statusCode).toBe(403);
    }
  });
});

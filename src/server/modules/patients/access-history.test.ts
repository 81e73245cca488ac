import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { patientWithFullRecord } from '../../test/patient-record-builder.js';

describe('patient access history (who opened or changed the record)', () => {
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

  it("includes who read or changed the patient's diagnoses, plans, progress, notes and attachments, and nothing of another patient", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const therapist = await signedInMember(ctx, 'therapist', owner.clinicId);
    const record = await patientWithFullRecord(ctx, therapist);
    const other = await patientWithFullRecord(ctx, therapist, new Date('2027-03-02T09:00:00Z'));
    const base = `/patients/${record.patient.id}`;
    await call('GET', `${base}/diagnoses/${record.diagnosis.id}`, owner.cookie);
    await call('GET', `/attachments/${record.attachment.id}/download`, owner.cookie);
    await call(
      'GET',
      `/patients/${other.patient.id}/diagnoses/${other.diagnosis.id}`,
      owner.cookie,
    );

    const response = await call('GET', `${base}/access-history`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const entries: Array<{ actorName: string; action: string; at: string }> =
      response.json().entries;
    // Every test account is called 'Test User': the actions tell the members apart here.
    expect(entries.map((entry) => entry.action)).toEqual([
      'attachment.download',
      'diagnosis.read',
      'visit_note.addendum_add',
      'visit_note.sign',
      'visit_note.create',
      'progress_entry.create',
      'treatment_plan.create',
      'diagnosis.create',
    ]);
    expect(entries.every((entry) => entry.actorName === 'Test User')).toBe(true);
    const times = entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const others = (
      await call('GET', `/patients/${other.patient.id}/access-history`, owner.cookie)
    ).json().entries;
    expect(others.map((entry: { action: string }) => entry.action)).toEqual([
      'diagnosis.read',
      'visit_note.addendum_add',
      'visit_note.sign',
      'visit_note.create',
      'progress_entry.create',
      'treatment_plan.create',
      'diagnosis.create',
    ]);
  });

  it('includes who booked the patient and changed their appointments', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const record = await patientWithFullRecord(ctx, owner);
    const booked = await call('POST', '/appointments', owner.cookie, {
      patientId: record.patient.id,
      therapistId: owner.user.id,
      start: '2027-04-05T09:00:00.000Z',
      end: '2027-04-05T09:45:00.000Z',
      confirmOutsideOpeningHours: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().appointment.id;
    const confirmed = await call('POST', `/appointments/${appointmentId}/status`, owner.cookie, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const entries: Array<{ action: string }> = (
      await call('GET', `/patients/${record.patient.id}/access-history`, owner.cookie)
    ).json().entries;
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      'appointment.status',
      'appointment.create',
    ]);
  });

  it("answers 404 for another clinic's patient", async () => {
    const theirs = await signedInMember(ctx, 'therapist');
    const record = await patientWithFullRecord(ctx, theirs);
    const mine = await signedInMember(ctx, 'owner');
    const response = await call(
      'GET',
      `/patients/${record.patient.id}/access-history`,
      mine.cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

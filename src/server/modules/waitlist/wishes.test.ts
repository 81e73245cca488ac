import { afterAll, describe, expect, it } from 'vitest';
import { WISHES_PER_PATIENT_MAX, type Wish } from '../../../domain/waitlist.js';
import { createTestApp } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { portalCookie, waitlistClinic } from '../../test/waitlist-fixtures.js';

/** Wishes: staff and patients put them on the waitlist, see them and take them off. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

const wishFor = (serviceId: string, extra: object = {}) => ({
  serviceId,
  weekdays: [1, 3],
  from: '08:00',
  to: '12:00',
  until: '2099-12-31',
  ...extra,
});

describe('the waitlist at the desk', () => {
  it('adds a wish for a patient, lists it by status and takes it off', async () => {
    const clinic = await waitlistClinic(ctx);
    const receptionist = await signedInMember(ctx, 'assistant', clinic.clinicId);
    const patient = await clinic.waitingPatient('Ana');
    const added = await send(
      'POST',
      '/waitlist',
      receptionist.cookie,
      wishFor(clinic.service.id, {
        patientId: patient.id,
        practitionerId: clinic.therapist.id,
        locationId: clinic.locationId,
        weekdays: [3, 1, 3],
        note: 'Mornings only',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const wish = added.json().wish as Wish;
    expect(wish).toMatchObject({
      patientId: patient.id,
      patientName: 'Ana Waiting',
      serviceName: 'Follow-up treatment',
      practitionerId: clinic.therapist.id,
      locationId: clinic.locationId,
      weekdays: [1, 3],
      from: '08:00',
      to: '12:00',
      status: 'waiting',
      source: 'staff',
      note: 'Mornings only',
      appointmentId: null,
    });

    const waiting = await send('GET', '/waitlist?status=waiting', receptionist.cookie);
    expect(waiting.json().wishes.map((w: Wish) => w.id)).toEqual([wish.id]);

    expect((await send('DELETE', `/waitlist/${wish.id}`, receptionist.cookie)).statusCode).toBe(
      204,
    );
    expect(
      (await send('GET', '/waitlist?status=waiting', receptionist.cookie)).json().wishes,
    ).toEqual([]);
    const removed = await send('GET', '/waitlist?status=removed', receptionist.cookie);
    expect(removed.json().wishes).toMatchObject([{ id: wish.id, status: 'removed' }]);
  });

  it("refuses another clinic's service, practitioner, location and patient, and a past end", async () => {
    const clinic = await waitlistClinic(ctx);
    const other = await waitlistClinic(ctx);
    const patient = await clinic.waitingPatient('Ana');
    const cookie = clinic.owner.cookie;
    const assistant = await signedInMember(ctx, 'assistant', clinic.clinicId);
    const cases: [object, string][] = [
      [{ serviceId: other.service.id }, 'serviceId'],
      [{ practitionerId: other.therapist.id }, 'practitionerId'],
      [{ practitionerId: assistant.user.id }, 'practitionerId'],
      [{ locationId: other.locationId }, 'locationId'],
      [{ patientId: (await other.waitingPatient('Eva')).id }, 'patientId'],
      [{ until: '2020-01-01' }, 'until'],
      [{ from: '12:00', to: '09:00' }, 'to'],
      [{ weekdays: [] }, 'weekdays'],
    ];
    for (const [change, field] of cases) {
      const response = await send('POST', '/waitlist', cookie, {
        ...wishFor(clinic.service.id, { patientId: patient.id }),
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toHaveProperty(field);
    }
    expect((await send('GET', '/waitlist', cookie)).json().wishes).toEqual([]);
  });

  it("answers 404 for another clinic's wish", async () => {
    const clinic = await waitlistClinic(ctx);
    const other = await waitlistClinic(ctx);
    const patient = await other.waitingPatient('Eva');
    const theirs = await send(
      'POST',
      '/waitlist',
      other.owner.cookie,
      wishFor(other.service.id, { patientId: patient.id }),
    );
    const response = await send(
      'DELETE',
      `/waitlist/${theirs.json().wish.id}`,
      clinic.owner.cookie,
    );
    expect(response.statusCode).toBe(404);
    const still = await send('GET', '/waitlist?status=waiting', other.owner.cookie);
    expect(still.json().wishes).toHaveLength(1);
  });
});

describe('the waitlist in the portal', () => {
  it("shows and changes only the signed-in patient's own wishes", async () => {
    const clinic = await waitlistClinic(ctx);
    const mila = await addPatient(db, clinic.clinicId, { email: 'mila@example.com' });
    const nina = await addPatient(db, clinic.clinicId, { email: 'nina@example.com' });
    const milaCookie = await portalCookie(ctx, clinic.clinicId, mila.id);
    const ninaCookie = await portalCookie(ctx, clinic.clinicId, nina.id);

    const added = await send('POST', '/portal/waitlist', milaCookie, wishFor(clinic.short.id));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().wish).toMatchObject({
      patientId: mila.id,
      patientName: '',
      source: 'portal',
      practitionerId: null,
      locationId: null,
    });
    const ninas = await send('POST', '/portal/waitlist', ninaCookie, wishFor(clinic.service.id));
    // The body's patient is never read: the session says who it is.
    const sneaky = await send('POST', '/portal/waitlist', ninaCookie, {
      ...wishFor(clinic.service.id),
      patientId: mila.id,
    });
    expect(sneaky.json().wish.patientId).toBe(nina.id);

    const milas = await send('GET', '/portal/waitlist', milaCookie);
    expect(milas.json().wishes.map((w: Wish) => w.id)).toEqual([added.json().wish.id]);
    const removeNinas = await send(
      'DELETE',
      `/portal/waitlist/${ninas.json().wish.id}`,
      milaCookie,
    );
    expect(removeNinas.statusCode).toBe(404);
    expect((await send('GET', '/portal/waitlist', ninaCookie)).json().wishes).toHaveLength(2);
    const removeOwn = await send('DELETE', `/portal/waitlist/${added.json().wish.id}`, milaCookie);
    expect(removeOwn.statusCode).toBe(204);
    expect((await send('GET', '/portal/waitlist', milaCookie)).json().wishes).toMatchObject([
      { status: 'removed' },
    ]);
  });

  it(`keeps a patient to ${WISHES_PER_PATIENT_MAX} waiting wishes`, async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await addPatient(db, clinic.clinicId, { email: 'many@example.com' });
    const cookie = await portalCookie(ctx, clinic.clinicId, patient.id);
    const ids: string[] = [];
    for (let i = 0; i < WISHES_PER_PATIENT_MAX; i += 1) {
      const response = await send('POST', '/portal/waitlist', cookie, wishFor(clinic.service.id));
      expect(response.statusCode).toBe(201);
      ids.push(response.json().wish.id);
    }
    const one = await send('POST', '/portal/waitlist', cookie, wishFor(clinic.service.id));
    expect(one.statusCode).toBe(409);
    expect(one.json().code).toBe('TOO_MANY_WISHES');
    await send('DELETE', `/portal/waitlist/${ids[0]}`, cookie);
    const again = await send('POST', '/portal/waitlist', cookie, wishFor(clinic.service.id));
    expect(again.statusCode).toBe(201);
  });

  it('answers 401 without a portal session', async () => {
    const clinic = await waitlistClinic(ctx);
    expect((await send('GET', '/portal/waitlist', clinic.owner.cookie)).statusCode).toBe(401);
    const post = await send(
      'POST',
      '/portal/waitlist',
      'motio_portal=nope',
      wishFor(clinic.service.id),
    );
    expect(post.statusCode).toBe(401);
  });
});

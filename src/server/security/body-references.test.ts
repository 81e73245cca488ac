import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import type { ClinicWorld } from './clinic-world.js';
import { columnsOf, digestOf } from './database-state.js';
import { operationsOf } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, prepareSample, sampleRequest } from './sample-requests.js';

/**
 * Security suite: a member of another clinic cannot reach a record
 * by naming it in a body either. Every id a JSON body takes, set to another clinic's record, is
 * refused and writes nothing, in either clinic.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const columns = await columnsOf(db);
const world = await buildSampleWorld(ctx);
const otherClinic = await buildSampleWorld(ctx);

/** Which record of a clinic a body's id field names. */
const recordOfBodyField: Record<string, keyof ClinicWorld> = {
  clinicId: 'clinicId',
  patientId: 'patientId',
  therapistId: 'therapistId',
  practitionerId: 'therapistId',
  primaryTherapistId: 'therapistId',
  assigneeId: 'therapistId',
  diagnosedById: 'therapistId',
  serviceId: 'serviceId',
  roomId: 'roomId',
  locationId: 'locationId',
  appointmentId: 'appointmentId',
  diagnosisId: 'diagnosisId',
  treatmentPlanId: 'planId',
  packageId: 'packageId',
  intakeFormId: 'intakeFormId',
  messageId: 'messageId',
};

const cases = operationsOf(ctx.app)
  .filter((op) => !op.public && !op.platformAdmin && routeSamples[op.key]?.body)
  .flatMap((operation) =>
    Object.entries(operation.jsonBody?.properties ?? {})
      .filter(([, schema]) => 'format' in schema && schema.format === 'uuid')
      .map(([field]) => ({ operation, field, name: operation.key })),
  );

// Audit events and session activity may record a refused attempt; records must not change.
const untouched = async (clinicId: string) =>
  digestOf(db, columns, { clinicId, except: ['audit_events', 'sessions'] });

describe('id fields of request bodies', () => {
  it('each name a kind of record the suite knows', () => {
    expect(cases.map((c) => c.field).filter((field) => !recordOfBodyField[field])).toEqual([]);
  });
});

describe.each(cases)("$name with $field of another clinic's record", ({ operation, field }) => {
  it('is refused and changes nothing', async () => {
    await prepareSample(ctx, operation, world);
    const body = {
      ...routeSamples[operation.key]!.body!(world),
      [field]: otherClinic[recordOfBodyField[field]!],
    };
    const ours = await untouched(world.clinicId);
    const theirs = await untouched(otherClinic.clinicId);

    const response = await ctx.app.inject(
      await sampleRequest(operation, world, { cookie: world.owner.cookie, body }),
    );

    expect([400, 403, 404], response.body).toContain(response.statusCode);
    if (response.statusCode === 400) expect(response.json().fields).toHaveProperty(field);
    expect(await untouched(world.clinicId)).toEqual(ours);
    expect(await untouched(otherClinic.clinicId)).toEqual(theirs);
  });
});

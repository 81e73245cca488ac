import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic } from '../../test/fixtures.js';
import { COMMIT_BATCH, commitInBatches } from './batched-commit.js';

/** A commit written in batches still imports every row or none. */
describe('commitInBatches', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const namesOf = (count: number) => Array.from({ length: count }, (_, n) => `Ana${n}`);

  async function commit(clinicId: string, names: string[], failAtBatch?: number) {
    let batches = 0;
    await commitInBatches(ctx.database.db, names, {
      async insert(tx, batch) {
        batches += 1;
        if (batches === failAtBatch) throw new Error('this batch fails');
        const rows = await tx
          .insert(patients)
          .values(batch.map((firstName) => ({ clinicId, firstName, lastName: 'Petrović' })))
          .returning({ id: patients.id });
        return rows.map((row) => row.id);
      },
      async undo(tx, ids) {
        await tx.delete(patients).where(inArray(patients.id, ids));
      },
      async finish(tx) {
        await tx.insert(auditEvents).values({ clinicId, action: 'patients.import' });
      },
    });
    return batches;
  }

  const countOf = async (clinicId: string) =>
    (await ctx.database.db.select().from(patients).where(eq(patients.clinicId, clinicId))).length;

  it('writes every row, a batch per transaction, then finishes', async () => {
    const clinic = await createClinic(ctx.database.db);
    const batches = await commit(clinic.id, namesOf(COMMIT_BATCH * 2 + 1));
    expect(batches).toBe(3);
    expect(await countOf(clinic.id)).toBe(COMMIT_BATCH * 2 + 1);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.clinicId, clinic.id));
    expect(audit).toHaveLength(1);
  });

  it('removes the rows of earlier batches when a later one fails, and finishes nothing', async () => {
    const clinic = await createClinic(ctx.database.db);
    await expect(commit(clinic.id, namesOf(COMMIT_BATCH * 3), 3)).rejects.toThrow(
      'this batch fails',
    );
    expect(await countOf(clinic.id)).toBe(0);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.clinicId, clinic.id));
    expect(audit).toHaveLength(0);
  });
});

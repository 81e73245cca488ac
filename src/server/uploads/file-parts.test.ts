import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileParts, storedFiles } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { createClinic } from '../test/fixtures.js';
import { bytesOfFile, deleteAbandonedUploads, PART_BYTES, writeFileInParts } from './file-parts.js';

/** Large files in parts: written and read back whole, and cleared when a crash left one behind. */
describe('files in parts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const write = async (clinicId: string, bytes: Buffer) =>
    writeFileInParts(ctx.database.db, {
      clinicId,
      contentType: 'application/pdf',
      bytes,
      createdAt: ctx.clock.now(),
    });

  it('reads back the exact bytes of a file of several parts', async () => {
    const clinic = await createClinic(ctx.database.db);
    const bytes = Buffer.from(Array.from({ length: PART_BYTES * 2 + 7 }, (_, n) => n % 251));
    const id = await write(clinic.id, bytes);
    const [file] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(file).toMatchObject({ parts: 3, byteSize: bytes.length });
    const read = await bytesOfFile(ctx.database.db, { ...file!, clinicId: clinic.id });
    expect(read.equals(bytes)).toBe(true);
  });

  it('deletes an upload left half written for an hour, with its parts, and nothing newer', async () => {
    const clinic = await createClinic(ctx.database.db);
    const old = await write(clinic.id, Buffer.from('%PDF-1.4 old'));
    ctx.clock.advance(61 * 60_000);
    const recent = await write(clinic.id, Buffer.from('%PDF-1.4 recent'));
    expect(await deleteAbandonedUploads(ctx.database.db, ctx.clock)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.clinicId, clinic.id));
    expect(left).toEqual([{ id: recent }]);
    const parts = await ctx.database.db
      .select({ fileId: storedFileParts.fileId })
      .from(storedFileParts)
      .where(eq(storedFileParts.clinicId, clinic.id));
    expect(parts).toEqual([{ fileId: recent }]);
    expect(old).not.toBe(recent);
  });
});

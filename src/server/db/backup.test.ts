import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.js';
import { derivedTables, restoreBackup, shippedMigrationCount, writeBackup } from './backup.js';
import { rowsOf } from './raw-rows.js';
import { auditEvents, clinics, storedFiles } from './schema.js';
import { seedDemoClinic } from './seed.js';

/** Every table's rows as the database prints them, sorted: equal means nothing was lost. */
async function contents(database: TestDatabase): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      database.db,
      sql.raw(`select row_to_json(t)::text as row from "${name}" t order by 1`),
    );
    result[name] = rows.map((row) => row.row);
  }
  return result;
}

async function backupOf(database: TestDatabase): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(database, out);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

const restore = (database: TestDatabase, text: string) => {
  const input = new PassThrough();
  input.end(text);
  return restoreBackup(database, input);
};

describe('backup and restore (npm run backup / restore)', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let text: string;
  beforeAll(async () => {
    source = await openTestDatabase();
    target = await openTestDatabase();
    await seedDemoClinic(source.db);
    const [clinic] = await source.db.select({ id: clinics.id }).from(clinics).limit(1);
    await source.db.insert(storedFiles).values({
      clinicId: clinic!.id,
      purpose: 'attachment',
      contentType: 'application/pdf',
      byteSize: 4,
      data: Buffer.from([0x25, 0x50, 0x00, 0xff]),
    });
    await source.db.insert(auditEvents).values({
      clinicId: clinic!.id,
      action: 'backup.test',
      meta: { nested: { list: [1, 'two'] } },
    });
    text = await backupOf(source);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('restores every row of every table exactly (bytes, JSON, microsecond timestamps)', async () => {
    const expected = await contents(source);
    expect(expected.patients!.length).toBeGreaterThan(0);
    expect(expected.appointments!.length).toBeGreaterThan(0);
    const restored = await restore(target, text);
    // Derived tables are not in the file: the triggers rebuild them, equal all the same.
    expect(expected.appointment_day_counts!.length).toBeGreaterThan(0);
    const copied = Object.entries(expected).filter(([name]) => !derivedTables.includes(name));
    expect(restored).toBe(copied.reduce((sum, [, rows]) => sum + rows.length, 0));
    expect(await contents(target)).toEqual(expected);
  });

  it('refuses to restore over data, and changes nothing', async () => {
    const before = await contents(target);
    await expect(restore(target, text)).rejects.toThrow(/already has accounts/);
    expect(await contents(target)).toEqual(before);
  });

  it('refuses a file that is not a backup, or of another Motio version', async () => {
    const empty = await openTestDatabase();
    try {
      const before = await contents(empty);
      await expect(restore(empty, '{"hello":1}\n')).rejects.toThrow(
        'This is not a Motio backup file.',
      );
      const older = text.replace(
        `"migrations":${shippedMigrationCount()}`,
        `"migrations":${shippedMigrationCount() - 1}`,
      );
      await expect(restore(empty, older)).rejects.toThrow(
        /Restore it with the version that made it/,
      );
      const damaged = text.split('\n').slice(0, 40).join('\n') + '\n{not json\n';
      await expect(restore(empty, damaged)).rejects.toThrow(/damaged/);
      expect(await contents(empty)).toEqual(before);
    } finally {
      await empty.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { ClinicRole } from '../../domain/roles.js';
import type { Db } from '../db/client.js';
import { clinics, memberships, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';

export const TEST_PASSWORD = 'Correct-horse-battery-9';
let passwordHash: Promise<string> | undefined;

export async function createClinic(db: Db, name = 'Test Clinic') {
  const [clinic] = await db.insert(clinics).values({ name }).returning();
  return clinic!;
}

/** A verified user who is a member of `clinicId` with `role` (or of no clinic). */
export async function createUser(
  db: Db,
  options: {
    clinicId?: string;
    role?: ClinicRole;
    verified?: boolean;
    platformAdmin?: boolean;
  } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.com`,
      name: 'Test',
      lastName: 'User',
      passwordHash: await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      platformAdmin: options.platformAdmin ?? false,
    })
    .returning();
  if (options.clinicId && options.role) {
    await db
      .insert(memberships)
      .values({ clinicId: options.clinicId, userId: user!.id, role: options.role });
  }
  return user!;
}

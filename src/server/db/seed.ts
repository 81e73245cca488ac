import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.js';
import type { Db } from './client.js';
import { DEMO_CLINIC, DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { clinics, memberships, users } from './schema.js';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** Creates the demo clinic and its team in one transaction. */
export async function seedDemoClinic(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [clinic] = await tx.insert(clinics).values(DEMO_CLINIC).returning({ id: clinics.id });
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          lastName: account.lastName,
          location: 'Novi Sad, Serbia',
          passwordHash,
          emailVerifiedAt: new Date(),
          platformAdmin: account.platformAdmin ?? false,
        })
        .returning({ id: users.id });
      if (account.role) {
        await tx.insert(memberships).values({
          clinicId: clinic!.id,
          userId: user!.id,
          role: account.role,
          title: account.title ?? '',
          calendarColor: account.calendarColor ?? null,
        });
      }
    }
  });
}

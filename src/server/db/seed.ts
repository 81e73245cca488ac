import { count } from 'drizzle-orm';
import { takesAppointmentsByDefault } from '../../domain/roles.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createSubscription } from '../modules/billing/subscriptions.js';
import type { Db } from './client.js';
import { DEMO_CLINIC, DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { billingTransactions, clinics, memberships, users } from './schema.js';
import { seedDemoAppointments } from './seed-appointments.js';
import { seedDemoInvoices } from './seed-invoices.js';
import { seedDemoMessages } from './seed-messages.js';
import { seedDemoOnlineBooking } from './seed-online-booking.js';
import { seedDemoIntakeForms } from './seed-intake-forms.js';
import { seedDemoJobs } from './seed-jobs.js';
import { seedDemoScheduling, seedDemoServiceOfferings } from './seed-scheduling.js';
import { seedDemoSchedules } from './seed-schedules.js';
import { seedDemoVisitNotes } from './seed-visit-notes.js';
import { seedDemoWaitlist } from './seed-waitlist.js';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** The demo clinic pays for Team monthly with the local provider, in its free trial. */
const DEMO_PRICE_ID = 'local_team_monthly';

/** Creates the demo clinic, its settings, team, subscription, patients and jobs in one transaction. */
export async function seedDemoClinic(db: Db, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [clinic] = await tx.insert(clinics).values(DEMO_CLINIC).returning({ id: clinics.id });
    await seedDemoScheduling(tx, clinic!.id);
    await tx.insert(billingTransactions).values({
      id: 'local_txn_demo_checkout',
      provider: 'local',
      status: 'completed',
      priceId: DEMO_PRICE_ID,
      customerEmail: demoAccounts.find((account) => account.role === 'owner')!.email,
      amountMinor: 0,
      currency: 'USD',
      cardLast4: '4242',
      kind: 'checkout',
      clinicId: clinic!.id,
      claimedAt: now,
      occurredAt: now,
    });
    await createSubscription(
      tx,
      {
        clinicId: clinic!.id,
        provider: 'local',
        planId: DEMO_CLINIC.planId,
        priceId: DEMO_PRICE_ID,
        interval: 'monthly',
        providerState: null,
        providerSubscriptionId: null,
      },
      now,
    );
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
          takesAppointments: takesAppointmentsByDefault(account.role),
          title: account.title ?? '',
          calendarColor: account.calendarColor ?? null,
        });
      }
    }
    await seedDemoServiceOfferings(tx, clinic!.id);
    await seedDemoSchedules(tx, clinic!.id, now);
    await seedDemoAppointments(tx, clinic!.id, now);
    await seedDemoVisitNotes(tx, clinic!.id, now);
    await seedDemoInvoices(tx, clinic!.id, now);
    await seedDemoJobs(tx, clinic!.id, now);
    await seedDemoOnlineBooking(tx, clinic!.id);
    await seedDemoIntakeForms(tx, clinic!.id, now);
    await seedDemoWaitlist(tx, clinic!.id, now);
    await seedDemoMessages(tx, clinic!.id, now);
  });
}

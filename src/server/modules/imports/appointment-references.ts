import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, patients, services, users } from '../../db/schema.js';

export type Lookup<T> = { found: T } | { problem: string };

const lower = (value: string) => value.trim().toLowerCase();

/** The clinic's active members and services, loaded once for the whole file. */
export async function referencesOf(db: Db, clinicId: string) {
  const members = await db
    .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clinicId, clinicId), isNull(memberships.deactivatedAt)));
  const activeServices = await db
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      priceMinor: services.priceMinor,
    })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.active, true)));

  return {
    /** A member by email or by full name ("First Last"). */
    therapist(value: string): Lookup<string> {
      const wanted = lower(value);
      const matches = members.filter(
        (m) => lower(m.email) === wanted || lower(`${m.name} ${m.lastName}`) === wanted,
      );
      if (matches.length === 1) return { found: matches[0]!.id };
      return matches.length === 0
        ? { problem: 'No active team member has this email or name.' }
        : { problem: 'Several team members have this name: use their email.' };
    },
    service(value: string): Lookup<{ id: string; durationMinutes: number; priceMinor: number }> {
      const matches = activeServices.filter((s) => lower(s.name) === lower(value));
      if (matches.length === 1) return { found: matches[0]! };
      return matches.length === 0
        ? { problem: 'No active service has this name.' }
        : { problem: 'Several services have this name: rename one in Settings.' };
    },
  };
}

export interface PatientKey {
  email?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
}

/** This clinic's patient by email, or by name (and date of birth when given); cached per key. */
export function patientMatcher(db: Db, clinicId: string) {
  const cache = new Map<string, Promise<Lookup<string>>>();
  const look = async (key: PatientKey): Promise<Lookup<string>> => {
    const where = key.email
      ? eq(sql`lower(${patients.email})`, lower(key.email))
      : and(
          eq(sql`lower(${patients.firstName})`, lower(key.firstName ?? '')),
          eq(sql`lower(${patients.lastName})`, lower(key.lastName ?? '')),
          key.dateOfBirth ? eq(patients.dateOfBirth, key.dateOfBirth) : undefined,
        );
    const rows = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.clinicId, clinicId), where))
      .limit(2);
    if (rows.length === 1) return { found: rows[0]!.id };
    if (rows.length === 0)
      return {
        problem: key.email
          ? 'No patient has this email.'
          : key.dateOfBirth
            ? 'No patient has this name and date of birth.'
            : 'No patient has this name.',
      };
    return {
      problem: key.email
        ? 'Several patients have this email: use name and date of birth.'
        : 'Several patients have this name: add the date of birth or the email.',
    };
  };
  return (key: PatientKey) => {
    const id = JSON.stringify([
      key.email?.toLowerCase(),
      key.firstName?.toLowerCase(),
      key.lastName?.toLowerCase(),
      key.dateOfBirth,
    ]);
    let found = cache.get(id);
    if (!found) cache.set(id, (found = look(key)));
    return found;
  };
}

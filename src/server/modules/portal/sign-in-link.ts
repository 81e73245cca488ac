import { and, eq, ne, sql } from 'drizzle-orm';
import { FORM_LINK_MAX_DAYS, PORTAL_FORM_PARAM } from '../../../domain/intake-forms.js';
import { PORTAL_LINK_MINUTES } from '../../../domain/portal.js';
import { DAY_MS, MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patients, portalSignInTokens } from '../../db/schema.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import { newSecureToken } from '../../secure-tokens.js';
import { bookingClinicBySlug } from '../booking/booking-clinic.js';

/**
 * Mails a sign-in link to each of the clinic's patients with this address (a parent and child
 * may share one). The answer is the same whether or not the address is known, so the form
 * reveals no one's records; nothing goes to an address the clinic does not have.
 */
export async function mailPortalLinks(
  ctx: AppContext,
  slug: string,
  emailAsTyped: string,
  origin: RequestOrigin,
): Promise<void> {
  const email = emailAsTyped.toLowerCase();
  await ctx.rateLimits.consume('portalLinksPerIp', origin.ip);
  await ctx.rateLimits.consume('portalLinksPerEmail', email);
  const clinic = await bookingClinicBySlug(ctx.db, slug);
  const now = ctx.clock.now();
  const people = await ctx.db
    .select({ id: patients.id, firstName: patients.firstName })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, clinic.clinicId),
        sql`lower(${patients.email}) = ${email}`,
        ne(patients.status, 'archived'),
      ),
    );
  for (const person of people) {
    const { token, hash } = newSecureToken();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(portalSignInTokens).values({
        clinicId: clinic.clinicId,
        patientId: person.id,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + PORTAL_LINK_MINUTES * MINUTE_MS),
        createdAt: now,
      });
      const link = new URL(`/portal/${clinic.slug}/sign-in`, ctx.config.APP_ORIGIN);
      link.searchParams.set('token', token);
      await queueClinicMail(
        tx,
        ctx.clock,
        clinic.clinicId,
        {
          template: 'portal-sign-in',
          to: email,
          data: {
            clinicName: clinic.name,
            firstName: person.firstName,
            link: link.toString(),
            expiresInMinutes: PORTAL_LINK_MINUTES,
          },
        },
        { toPatient: true, entity: { type: 'patient', id: person.id } },
      );
    });
  }
}

/**
 * A sign-in link mailed with a form: it works once, like any sign-in link, but until
 * `expiresAt` (the visit's start, at most FORM_LINK_MAX_DAYS), and opens the form once the
 * patient is signed in. Call inside the transaction that queues its mail.
 */
export async function formSignInLink(
  db: Db,
  appOrigin: string,
  form: { clinicId: string; patientId: string; slug: string; formId: string },
  times: { now: Date; until: Date | null },
): Promise<{ link: string; expiresAt: Date }> {
  const { now, until } = times;
  const longest = now.getTime() + FORM_LINK_MAX_DAYS * DAY_MS;
  const shortest = now.getTime() + PORTAL_LINK_MINUTES * MINUTE_MS;
  const expiresAt = new Date(Math.max(shortest, Math.min(longest, until?.getTime() ?? longest)));
  const { token, hash } = newSecureToken();
  await db.insert(portalSignInTokens).values({
    clinicId: form.clinicId,
    patientId: form.patientId,
    tokenHash: hash,
    expiresAt,
    createdAt: now,
  });
  const link = new URL(`/portal/${form.slug}/sign-in`, appOrigin);
  link.searchParams.set('token', token);
  link.searchParams.set(PORTAL_FORM_PARAM, form.formId);
  return { link: link.toString(), expiresAt };
}

import { and, eq, ne, sql } from 'drizzle-orm';
import { PORTAL_LINK_MINUTES } from '../../../domain/portal.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext, RequestOrigin } from '../../context.js';
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

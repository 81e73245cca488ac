import { clinicCountry, toE164 } from '../../../domain/phone-numbers.js';
import { afterQuietHours } from '../../../domain/quiet-hours.js';
import { renderSmsText, type SmsValues } from '../../../domain/sms-text.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { MailMessage } from '../../integrations/mail/templates.js';
import { messageSettingsOf, smsTemplateOf } from './message-settings.js';
import { queueSms } from './queue-sms.js';
import type { MessageSubject } from './record-message.js';

/** How a patient may be reached, as their record says. */
export interface PatientReach {
  phone: string;
  consentToSms: boolean;
  smsOptedOutAt: Date | null;
}

export interface PatientMessageRequest {
  subject: MessageSubject;
  patient: PatientReach;
  clinic: { timeZone: string; phone: string; locale: string };
  /** The mail version; null when the patient may not be mailed. */
  mail: MailMessage | null;
  /** The values of the clinic's SMS text for this kind. */
  smsValues: SmsValues;
  /** A text arriving after this (a reminder after its visit started) goes by email instead. */
  usefulUntil?: Date;
  /**
   * The mail goes even when the text does: it carries something a text cannot (the calendar
   * file that adds, moves or removes the visit in the patient's calendar).
   */
  alsoByMail?: boolean;
}

/**
 * Sends a patient one message of a kind, on the clinic's channel for it: by SMS when the clinic
 * texts this kind and the patient agreed to texts, has a valid number and never replied STOP
 * (the mail rides along as the fallback if the text fails, or goes as well: `alsoByMail`);
 * otherwise by email. Call inside the
 * transaction of the change that causes it. Answers the channel it was queued on, or null when
 * the patient cannot be reached or the clinic's mail was held.
 */
export async function queuePatientMessage(
  db: Db,
  clock: Clock,
  request: PatientMessageRequest,
): Promise<'sms' | 'email' | null> {
  const { subject, patient, clinic, mail } = request;
  const settings = await messageSettingsOf(db, subject.clinicId);
  const number =
    settings.smsKinds.includes(subject.kind) && patient.consentToSms && !patient.smsOptedOutAt
      ? toE164(patient.phone, clinicCountry(clinic))
      : null;
  if (number) {
    const body = renderSmsText(smsTemplateOf(settings, subject.kind), request.smsValues);
    await queueSms(db, clock, subject, {
      to: number,
      body,
      sendAt: afterQuietHours(clock.now(), clinic.timeZone, {
        from: settings.quietFrom,
        until: settings.quietUntil,
      }),
      ...(request.usefulUntil ? { usefulUntil: request.usefulUntil } : {}),
      fallbackMail: request.alsoByMail ? null : mail,
    });
    if (request.alsoByMail && mail) await queueMail(db, clock, subject, mail);
    return 'sms';
  }
  if (!mail) return null;
  return (await queueMail(db, clock, subject, mail)) ? 'email' : null;
}

/** The mail through the clinic's allowance, recorded; false when it was held. */
async function queueMail(db: Db, clock: Clock, subject: MessageSubject, mail: MailMessage) {
  const held = await queueClinicMail(db, clock, subject.clinicId, mail, {
    toPatient: true,
    ...(subject.appointmentId
      ? { entity: { type: 'appointment', id: subject.appointmentId } }
      : {}),
    record: subject,
  });
  return held === null;
}

import { eq } from 'drizzle-orm';
import type { MessageKind } from '../../../domain/messages.js';
import { defaultSmsTemplates } from '../../../domain/sms-text.js';
import type { Db } from '../../db/client.js';
import { clinicMessageSettings, type SmsTemplates } from '../../db/schema.js';

export interface MessageSettings {
  /** Kinds texted to patients who agreed to texts; empty: the clinic sends email only. */
  smsKinds: readonly MessageKind[];
  quietFrom: string;
  quietUntil: string;
  smsTemplates: SmsTemplates;
}

/** SMS is off until a clinic turns it on; quiet hours 21:00–08:00. */
export const defaultMessageSettings: MessageSettings = {
  smsKinds: [],
  quietFrom: '21:00',
  quietUntil: '08:00',
  smsTemplates: {},
};

export async function messageSettingsOf(db: Db, clinicId: string): Promise<MessageSettings> {
  const [row] = await db
    .select()
    .from(clinicMessageSettings)
    .where(eq(clinicMessageSettings.clinicId, clinicId));
  if (!row) return defaultMessageSettings;
  return {
    smsKinds: row.smsKinds as MessageKind[],
    quietFrom: row.quietFrom,
    quietUntil: row.quietUntil,
    smsTemplates: row.smsTemplates,
  };
}

/** The clinic's text for a kind, or Motio's default. */
export const smsTemplateOf = (settings: MessageSettings, kind: MessageKind) =>
  settings.smsTemplates[kind]?.trim() || defaultSmsTemplates[kind];

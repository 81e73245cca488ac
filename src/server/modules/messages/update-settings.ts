import type { MessageSettingsView } from '../../../domain/message-settings.js';
import { smsCapableKinds } from '../../../domain/sms-text.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinicMessageSettings } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { messageSettingsOf } from './message-settings.js';

const isSmsCapable = (kind: string): kind is MessageSettingsView['smsKinds'][number] =>
  (smsCapableKinds as readonly string[]).includes(kind);

/** The clinic's message settings as the settings screen edits them (defaults until saved). */
export async function readMessageSettings(db: Db, clinicId: string): Promise<MessageSettingsView> {
  const settings = await messageSettingsOf(db, clinicId);
  const smsTemplates: MessageSettingsView['smsTemplates'] = {};
  for (const kind of smsCapableKinds) {
    const text = settings.smsTemplates[kind];
    if (text?.trim()) smsTemplates[kind] = text;
  }
  return {
    smsKinds: settings.smsKinds.filter(isSmsCapable),
    quietFrom: settings.quietFrom,
    quietUntil: settings.quietUntil,
    smsTemplates,
  };
}

/** Replaces the clinic's message settings; a blank template falls back to Motio's text. */
export async function updateMessageSettings(
  ctx: AppContext,
  actor: ClinicActor,
  input: MessageSettingsView,
): Promise<MessageSettingsView> {
  const smsTemplates: MessageSettingsView['smsTemplates'] = {};
  for (const kind of smsCapableKinds) {
    const text = input.smsTemplates[kind]?.trim();
    if (text) smsTemplates[kind] = text;
  }
  const values = {
    smsKinds: smsCapableKinds.filter((kind) => input.smsKinds.includes(kind)),
    quietFrom: input.quietFrom,
    quietUntil: input.quietUntil,
    smsTemplates,
    updatedAt: ctx.clock.now(),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(clinicMessageSettings)
      .values({ clinicId: actor.clinicId, ...values })
      .onConflictDoUpdate({ target: clinicMessageSettings.clinicId, set: values });
    await auditAs(tx, actor, {
      action: 'messages.settings_update',
      entityType: 'clinic',
      entityId: actor.clinicId,
      meta: {
        smsKinds: values.smsKinds,
        quietFrom: values.quietFrom,
        quietUntil: values.quietUntil,
        ownTemplates: Object.keys(smsTemplates),
      },
    });
  });
  return readMessageSettings(ctx.db, actor.clinicId);
}

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MessageSettingsView } from '../../../domain/message-settings.js';
import { SMS_TEMPLATE_MAX } from '../../../domain/sms-text.js';
import { auditEvents } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';

/** Settings → Messages: which kinds go by SMS, the quiet hours and the clinic's own texts. */
const ctx = await createTestApp();
afterAll(() => ctx.close());

const read = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/messages/settings', headers: { cookie } });
const save = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/messages/settings', headers: { cookie }, payload });

const valid: MessageSettingsView = {
  smsKinds: ['reminder', 'confirmation'],
  quietFrom: '22:00',
  quietUntil: '07:30',
  smsTemplates: {
    reminder: '{clinic}: see you {when} with {therapist}. Reply C to confirm, X to cancel.',
  },
};

describe('message settings', () => {
  it('are the defaults until saved: SMS off, quiet 21:00–08:00, Motio’s texts', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const response = await read(owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      settings: { smsKinds: [], quietFrom: '21:00', quietUntil: '08:00', smsTemplates: {} },
    });
  });

  it('are saved by the owner and read back by any member, the change audited', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const saved = await save(owner.cookie, valid);
    expect(saved.statusCode, saved.body).toBe(200);
    // Kinds in their usual order; the text as written.
    expect(saved.json().settings).toEqual({ ...valid, smsKinds: ['confirmation', 'reminder'] });

    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    expect((await read(assistant.cookie)).json().settings).toEqual(saved.json().settings);

    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'messages.settings_update'));
    expect(event).toMatchObject({ clinicId: owner.clinicId, actorUserId: owner.user.id });

    // Saving again replaces; a blank text means Motio's default again.
    const again = await save(owner.cookie, {
      ...valid,
      smsKinds: [],
      smsTemplates: { reminder: '   ' },
    });
    expect(again.json().settings).toMatchObject({ smsKinds: [], smsTemplates: {} });
  });

  it('may be changed only by members who manage the clinic', async () => {
    const therapist = await signedInMember(ctx, 'therapist');
    expect((await read(therapist.cookie)).statusCode).toBe(200);
    expect((await save(therapist.cookie, valid)).statusCode).toBe(403);
  });

  it('are one clinic’s own: another clinic still has the defaults', async () => {
    const owner = await signedInMember(ctx, 'owner');
    await save(owner.cookie, valid);
    const other = await signedInMember(ctx, 'owner');
    expect((await read(other.cookie)).json().settings.smsKinds).toEqual([]);
  });

  it.each([
    [
      'an unknown placeholder',
      { smsTemplates: { reminder: 'See you {when}, {nickname}!' } },
      'smsTemplates.reminder',
      /\{nickname\} is not a placeholder\. Use \{firstName\}/,
    ],
    [
      'a text too long',
      { smsTemplates: { confirmation: 'a'.repeat(SMS_TEMPLATE_MAX + 1) } },
      'smsTemplates.confirmation',
      /Keep the text to 640 characters/,
    ],
    [
      'a text over ten segments once filled in',
      { smsTemplates: { change: `Đ ${'{link} '.repeat(12)}` } },
      'smsTemplates.change',
      /more than 10 segments/,
    ],
    ['a time not HH:MM', { quietFrom: '9pm' }, 'quietFrom', /HH:MM/],
    ['an hour past 23', { quietUntil: '24:00' }, 'quietUntil', /HH:MM/],
    ['a kind that cannot go by SMS', { smsKinds: ['invoice'] }, 'smsKinds.0', /./],
  ])('refuse %s with a message on the field', async (_case, change, field, message) => {
    const owner = await signedInMember(ctx, 'owner');
    const response = await save(owner.cookie, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
    // Nothing was saved.
    expect((await read(owner.cookie)).json().settings.smsKinds).toEqual([]);
  });
});

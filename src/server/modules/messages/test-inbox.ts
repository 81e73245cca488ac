import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import type { Reply, TestInboxReplyInput, TestInboxText } from '../../../domain/messages.js';
import type { AppContext } from '../../context.js';
import { patientMessages, patients } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { notFound } from '../../http-errors.js';
import { localSmsDir, type LocalSmsFile } from '../../integrations/sms/local-provider.js';
import { receiveReply } from './receive-reply.js';
import { patientName, replyOf } from './replies.js';

const TEST_INBOX_SIZE = 50;

/** The test inbox exists only while texts go to DATA_DIR/sms; otherwise its routes are 404. */
function assertLocalTexts(ctx: AppContext) {
  if (ctx.sms.id !== 'local') throw notFound('The test inbox');
}

/** The local provider's files by text id: `<sent ms>-<id>.json`. */
async function localTextFiles(dataDir: string): Promise<Map<string, string>> {
  const dir = localSmsDir(dataDir);
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = new Map<string, string>();
  for (const name of names) {
    const match = /^\d+-(LOCAL\w+)\.json$/.exec(name);
    if (match) files.set(match[1]!, path.join(dir, name));
  }
  return files;
}

/**
 * The clinic's latest texts as the local provider wrote them, newest first: only texts of this
 * clinic's own message records, found by the provider's id.
 */
export async function testInbox(ctx: AppContext, actor: ClinicActor): Promise<TestInboxText[]> {
  assertLocalTexts(ctx);
  const rows = await ctx.db
    .select({
      messageId: patientMessages.id,
      providerId: patientMessages.providerId,
      patientName,
    })
    .from(patientMessages)
    .leftJoin(
      patients,
      and(
        eq(patients.id, patientMessages.patientId),
        eq(patients.clinicId, patientMessages.clinicId),
      ),
    )
    .where(
      and(
        eq(patientMessages.clinicId, actor.clinicId),
        eq(patientMessages.channel, 'sms'),
        like(patientMessages.providerId, 'LOCAL%'),
      ),
    )
    .orderBy(desc(patientMessages.sentAt))
    .limit(TEST_INBOX_SIZE);
  if (rows.length === 0) return [];
  const files = await localTextFiles(ctx.config.DATA_DIR);
  const texts: TestInboxText[] = [];
  for (const row of rows) {
    const file = files.get(row.providerId!);
    if (!file) continue;
    const text = JSON.parse(await fs.readFile(file, 'utf8')) as LocalSmsFile;
    texts.push({
      id: text.id,
      to: text.to,
      body: text.body,
      sentAt: text.sentAt,
      messageId: row.messageId,
      patientName: row.patientName,
    });
  }
  return texts.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/**
 * Staff answer one of the clinic's texts as its patient would: the reply goes through the same
 * handling as a real one (C confirms, X cancels, STOP opts out …), kept inside this clinic.
 */
export async function replyToTestText(
  ctx: AppContext,
  actor: ClinicActor,
  input: TestInboxReplyInput,
): Promise<Reply> {
  assertLocalTexts(ctx);
  const [message] = await ctx.db
    .select({ id: patientMessages.id, recipient: patientMessages.recipient })
    .from(patientMessages)
    .where(
      and(
        eq(patientMessages.id, input.messageId),
        eq(patientMessages.clinicId, actor.clinicId),
        eq(patientMessages.channel, 'sms'),
        isNotNull(patientMessages.sentAt),
      ),
    );
  if (!message) throw notFound('The text');
  const receipt = await receiveReply(
    ctx,
    {
      from: message.recipient,
      body: input.body,
      providerId: `LOCAL${randomUUID().replaceAll('-', '')}`,
    },
    { id: message.id, clinicId: actor.clinicId },
  );
  const reply =
    receipt.outcome === 'recorded' && (await replyOf(ctx.db, actor.clinicId, receipt.replyId));
  if (!reply) throw notFound('The text');
  return reply;
}

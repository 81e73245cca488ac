import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  AdminFeedbackItem,
  AdminFeedbackList,
  AdminFeedbackListQuery,
  AdminFeedbackUpdate,
  FeedbackKind,
} from '../../../domain/admin.js';
import type { TriageStatus } from '../../../domain/feedback.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, contactMessages, feedback, users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { auditAdmin, type AdminActor } from './actor.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';
import { memberNameSql } from '../../db/member-name.js';

const senderName = memberNameSql;

/** Feedback rows in the shape both kinds share (so one UNION ALL can page them together). */
const feedbackRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      kind: sql<FeedbackKind>`'feedback'`.as('kind'),
      id: feedback.id,
      createdAt: feedback.createdAt,
      updatedAt: feedback.updatedAt,
      status: feedback.status,
      internalNotes: feedback.internalNotes,
      category: sql<string>`${feedback.category}::text`.as('category'),
      subject: sql<string | null>`null::text`.as('subject'),
      message: feedback.message,
      rating: feedback.rating,
      page: sql<string | null>`${feedback.page}`.as('page'),
      senderName: senderName.as('sender_name'),
      senderEmail: sql<string | null>`${users.email}`.as('sender_email'),
      clinicName: sql<string | null>`${clinics.name}`.as('clinic_name'),
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(clinics, eq(clinics.id, feedback.clinicId))
    .where(where);

const contactRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      kind: sql<FeedbackKind>`'contact'`.as('kind'),
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      updatedAt: contactMessages.updatedAt,
      status: contactMessages.status,
      internalNotes: contactMessages.internalNotes,
      category:
        sql<string>`coalesce(${contactMessages.supportCategory}::text, ${contactMessages.inquiryType}::text)`.as(
          'category',
        ),
      subject: sql<string | null>`${contactMessages.subject}`.as('subject'),
      message: contactMessages.message,
      rating: sql<number | null>`null::integer`.as('rating'),
      page: sql<string | null>`null::text`.as('page'),
      senderName: sql<string | null>`${contactMessages.name}`.as('sender_name'),
      senderEmail: sql<string | null>`${contactMessages.email}`.as('sender_email'),
      clinicName: sql<string | null>`${clinics.name}`.as('clinic_name'),
    })
    .from(contactMessages)
    .leftJoin(clinics, eq(clinics.id, contactMessages.clinicId))
    .where(where);

type Row = Awaited<ReturnType<typeof feedbackRows>>[number];

const toItem = (row: Row): AdminFeedbackItem => ({
  ...row,
  category: row.category as AdminFeedbackItem['category'],
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const statusIs = (table: typeof feedback | typeof contactMessages, status?: TriageStatus) =>
  status ? eq(table.status, status) : undefined;

/** GET /admin/feedback: feedback and contact messages together, newest first. */
export async function listFeedback(
  ctx: AppContext,
  query: AdminFeedbackListQuery,
): Promise<AdminFeedbackList> {
  const { db } = ctx;
  const withFeedback = query.kind !== 'contact';
  const withContact = query.kind !== 'feedback';
  const feedbackWhere = statusIs(feedback, query.status);
  const contactWhere = statusIs(contactMessages, query.status);

  let total = 0;
  if (withFeedback) {
    const [row] = await db.select({ n: count() }).from(feedback).where(feedbackWhere);
    total += row?.n ?? 0;
  }
  if (withContact) {
    const [row] = await db.select({ n: count() }).from(contactMessages).where(contactWhere);
    total += row?.n ?? 0;
  }

  const offset = pageOffset(query.page, query.limit);
  const rows =
    withFeedback && withContact
      ? await unionAll(feedbackRows(db, feedbackWhere), contactRows(db, contactWhere))
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(query.limit)
          .offset(offset)
      : await (
          withFeedback
            ? feedbackRows(db, feedbackWhere).orderBy(desc(feedback.createdAt), desc(feedback.id))
            : contactRows(db, contactWhere).orderBy(
                desc(contactMessages.createdAt),
                desc(contactMessages.id),
              )
        )
          .limit(query.limit)
          .offset(offset);
  return { items: rows.map(toItem), ...pageInfo(total, query.page, query.limit) };
}

async function itemOr404(db: Db, kind: FeedbackKind, id: string): Promise<AdminFeedbackItem> {
  const [row] =
    kind === 'feedback'
      ? await feedbackRows(db, eq(feedback.id, id))
      : await contactRows(db, eq(contactMessages.id, id));
  if (!row) throw notFound(kind === 'feedback' ? 'The feedback' : 'The message');
  return toItem(row);
}

/** PATCH /admin/feedback/{kind}/{id}: the operator's status and internal notes. */
export async function updateFeedback(
  ctx: AppContext,
  actor: AdminActor,
  kind: FeedbackKind,
  id: string,
  input: AdminFeedbackUpdate,
): Promise<AdminFeedbackItem> {
  const { db, clock } = ctx;
  const before = await itemOr404(db, kind, id);
  const table = kind === 'feedback' ? feedback : contactMessages;
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ ...input, updatedAt: clock.now() })
      .where(eq(table.id, id));
    await auditAdmin(tx, actor, {
      action: 'admin.feedback_updated',
      entityType: kind === 'feedback' ? 'feedback' : 'contact_message',
      entityId: id,
      meta: {
        ...(input.status && { fromStatus: before.status, toStatus: input.status }),
        notesChanged:
          input.internalNotes !== undefined && input.internalNotes !== before.internalNotes,
      },
    });
  });
  return itemOr404(db, kind, id);
}

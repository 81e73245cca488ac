import { z } from 'zod';
import { noteTemplates, visitNoteStatuses, type NoteTemplate } from './clinical.js';
import { can } from './permissions.js';
import type { ClinicRole } from './roles.js';

/**
 * SOAP visit notes (visit notes). A note starts as a draft pre-filled
 * from its template, is signed once (locked, signer and time recorded) and is corrected later
 * only by addenda.
 *
 * GET  /patients/{patientId}/notes → {notes: VisitNoteSummary[]} (newest first)
 * POST /patients/{patientId}/notes  {appointmentId?, template?, subjective?…} → 201 {note}
 * GET  /notes/{id} → {note}; PUT /notes/{id} {subjective, objective, assessment, plan} → {note}
 * POST /notes/{id}/sign → {note}; POST /notes/{id}/addenda {body} → 201 {addendum}
 * GET  /notes/to-finish?therapistId=&page=&limit= → {visits, total, page, pages}
 */

export const NOTE_SECTION_MAX = 20_000;
export const ADDENDUM_MAX = 10_000;

export const soapSections = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type SoapSection = (typeof soapSections)[number];
export type SoapText = Record<SoapSection, string>;

export const noteTemplateLabels: Record<NoteTemplate, string> = {
  initial_assessment: 'Initial assessment',
  follow_up: 'Follow-up',
  discharge: 'Discharge',
};

export const soapSectionLabels: Record<SoapSection, string> = {
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
};

/** Headings with a blank line under each, for the clinician to write beneath. */
const prompts = (...headings: string[]) => headings.map((heading) => `${heading}\n`).join('\n');

/** What each section of a new note starts with: the prompts of a physiotherapy visit. */
export const noteTemplateText: Record<NoteTemplate, SoapText> = {
  initial_assessment: {
    subjective: prompts(
      'History of presenting complaint (onset, mechanism, duration):',
      'Pain (NRS 0-10) now / best / worst; location and behaviour:',
      'Aggravating factors:',
      'Easing factors:',
      '24-hour pattern:',
      'Red flag screen (unexplained weight loss, night pain, fever, saddle anaesthesia, bladder or bowel change, history of cancer):',
      'Past medical history, medications:',
      'Work, sport and daily activities:',
      "Patient's goals:",
    ),
    objective: prompts(
      'Observation (posture, gait, swelling, deformity):',
      'Range of motion (active and passive, degrees):',
      'Strength (0-5):',
      'Special tests:',
      'Palpation:',
      'Neurological screen (if indicated):',
      'Function and outcome measures:',
    ),
    assessment: prompts('Clinical impression:', 'Contributing factors:', 'Prognosis:'),
    plan: prompts(
      'Goals (short and long term):',
      'Treatment today:',
      'Home exercise programme:',
      'Frequency and number of sessions:',
      'Education and advice:',
    ),
  },
  follow_up: {
    subjective: prompts(
      'Progress since last visit:',
      'Pain (NRS 0-10):',
      'Home exercise adherence:',
      'New symptoms or red flags:',
    ),
    objective: prompts('Reassessment (range of motion, strength, function):', 'Treatment given:'),
    assessment: prompts('Response to treatment:', 'Progress towards goals:'),
    plan: prompts('Plan for next visit:', 'Changes to the home exercise programme:'),
  },
  discharge: {
    subjective: prompts(
      'Patient-reported outcome:',
      'Pain (NRS 0-10):',
      'Function in daily life, work and sport:',
    ),
    objective: prompts('Final measurements compared with baseline:'),
    assessment: prompts(
      'Outcome against goals (achieved, partly, not achieved):',
      'Reason for discharge:',
    ),
    plan: prompts(
      'Home exercise programme:',
      'Recommendations and self-management advice:',
      'Follow-up or referral (if any):',
    ),
  },
};

/**
 * The template of a new note: the one asked for, else the appointment's service's, else
 * follow-up. An explicit choice wins so that, say, the last visit of a follow-up service can be
 * written as a discharge; the form pre-selects the service's template.
 */
export function templateForNote(
  requested: NoteTemplate | undefined,
  serviceTemplate: NoteTemplate | null | undefined,
): NoteTemplate {
  return requested ?? serviceTemplate ?? 'follow_up';
}

const sectionSchema = z
  .string()
  .max(NOTE_SECTION_MAX, `Use at most ${NOTE_SECTION_MAX.toLocaleString('en')} characters.`);

export const createVisitNoteSchema = z.object({
  /** An appointment of the same patient; at most one note per appointment. */
  appointmentId: z.uuid('Not a valid id.').optional(),
  template: z.enum(noteTemplates, 'Choose a template.').optional(),
  /** Sections left out start with the template's prompts. */
  subjective: sectionSchema.optional(),
  objective: sectionSchema.optional(),
  assessment: sectionSchema.optional(),
  plan: sectionSchema.optional(),
});
export type CreateVisitNoteInput = z.infer<typeof createVisitNoteSchema>;

/** A draft's four sections, all sent (empty is allowed). */
export const updateVisitNoteSchema = z.object({
  subjective: sectionSchema,
  objective: sectionSchema,
  assessment: sectionSchema,
  plan: sectionSchema,
});
export type UpdateVisitNoteInput = z.infer<typeof updateVisitNoteSchema>;

export const createAddendumSchema = z.object({
  body: z
    .string('Write the addendum.')
    .trim()
    .min(1, 'Write the addendum.')
    .max(ADDENDUM_MAX, `Use at most ${ADDENDUM_MAX.toLocaleString('en')} characters.`),
});

export const visitNoteSummarySchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  appointmentId: z.uuid().nullable(),
  /** The linked appointment's start, when there is one. */
  appointmentStartsAt: z.iso.datetime().nullable(),
  template: z.enum(noteTemplates),
  status: z.enum(visitNoteStatuses),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  signedById: z.uuid().nullable(),
  signedByName: z.string().nullable(),
  signedAt: z.iso.datetime().nullable(),
  addendaCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type VisitNoteSummary = z.infer<typeof visitNoteSummarySchema>;

export const addendumSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Addendum = z.infer<typeof addendumSchema>;

export const visitNoteSchema = visitNoteSummarySchema.extend({
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  /** Oldest first. */
  addenda: z.array(addendumSchema),
});
export type VisitNote = z.infer<typeof visitNoteSchema>;

interface NoteRef {
  authorId: string | null;
}
interface Viewer {
  userId: string;
  role: ClinicRole | null | undefined;
}

const isAuthor = (note: NoteRef, viewer: Viewer) =>
  note.authorId !== null && note.authorId === viewer.userId;

/**
 * A draft is its author's own words, so only the author edits it: an owner or admin who changed
 * it would put words under someone else's name. They may sign it off, recorded as the signer,
 * and correct it afterwards with an addendum under their own name.
 */
export const mayEditNote = (note: NoteRef, viewer: Viewer) =>
  can(viewer.role, 'clinical.manage') && isAuthor(note, viewer);

/** The author signs their note; owners and admins sign off others' notes. */
export const maySignNote = (note: NoteRef, viewer: Viewer) =>
  can(viewer.role, 'clinical.manage') &&
  (isAuthor(note, viewer) || can(viewer.role, 'clinical.sign_off_others'));

/** Corrections of a signed note: by its author, or signed off by an owner or admin. */
export const mayAddAddendum = maySignNote;

export const NOTES_TO_FINISH_PAGE_MAX = 100;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .int('Use a whole number.')
    .min(min, `Ask for at least ${min}.`)
    .max(max, `Ask for at most ${max}.`);

/** Whose visits: the signed-in clinician's own unless an owner or admin names a colleague. */
export const notesToFinishQuerySchema = z.object({
  therapistId: z.uuid('Not a valid id.').optional(),
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, NOTES_TO_FINISH_PAGE_MAX).default(25),
});
export type NotesToFinishQuery = z.infer<typeof notesToFinishQuerySchema>;

/** A completed patient visit whose note is not signed: none written yet, or a draft. */
export const noteToFinishSchema = z.object({
  appointmentId: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  serviceName: z.string().nullable(),
  therapistId: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** The draft's id, when one was started. */
  noteId: z.uuid().nullable(),
  noteStatus: z.enum(['none', 'draft']),
});
export type NoteToFinish = z.infer<typeof noteToFinishSchema>;

/** Oldest visit first: the longest-waiting note is the one to write next. */
export const notesToFinishSchema = z.object({
  visits: z.array(noteToFinishSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type NotesToFinish = z.infer<typeof notesToFinishSchema>;

/** Owners and admins look at a colleague's list; everyone else at their own. */
export const mayViewNotesToFinishOf = (therapistId: string, viewer: Viewer) =>
  can(viewer.role, 'clinical.read') &&
  (therapistId === viewer.userId || can(viewer.role, 'clinical.review_others'));

export const visitNoteResponseSchema = z.object({ note: visitNoteSchema });
export type VisitNoteResponse = z.infer<typeof visitNoteResponseSchema>;

export const visitNoteListResponseSchema = z.object({ notes: z.array(visitNoteSummarySchema) });
export type VisitNoteListResponse = z.infer<typeof visitNoteListResponseSchema>;

export const addendumResponseSchema = z.object({ addendum: addendumSchema });
export type AddendumResponse = z.infer<typeof addendumResponseSchema>;

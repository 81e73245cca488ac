import { z } from 'zod';

/** In-app feedback (testers give feedback through an in-app panel). */
export const feedbackCategories = ['bug', 'idea', 'praise', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackCategoryLabels: Record<FeedbackCategory, string> = {
  bug: 'Bug',
  idea: 'Idea',
  praise: 'Praise',
  other: 'Other',
};

/** What a member asks support about from the dashboard (`contact-support`). */
export const supportCategories = [
  'question',
  'problem',
  'billing',
  'account',
  'data',
  'other',
] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const supportCategoryLabels: Record<SupportCategory, string> = {
  question: 'Question about using Motio',
  problem: 'Something is not working',
  billing: 'Billing and plans',
  account: 'Account and sign-in',
  data: 'Data export, import or deletion',
  other: 'Something else',
};

/** Where the operator has got with a piece of feedback or a message (feedback-management). */
export const triageStatuses = ['new', 'triaged', 'planned', 'done'] as const;
export type TriageStatus = (typeof triageStatuses)[number];

export const triageStatusLabels: Record<TriageStatus, string> = {
  new: 'New',
  triaged: 'Triaged',
  planned: 'Planned',
  done: 'Done',
};

export const FEEDBACK_LIMITS = { message: 5000, page: 500, subject: 200 } as const;

const tooLong = (max: number) => `Use at most ${max} characters.`;

const messageText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(FEEDBACK_LIMITS.message, tooLong(FEEDBACK_LIMITS.message));

/** A location without its query string and fragment. */
export const pagePathOf = (location: string) => location.split(/[?#]/)[0]!;

/**
 * The dashboard path feedback was sent from. Only the path is kept: the query string and the
 * fragment can hold search terms (a patient's name in the patient search).
 */
export const feedbackPageSchema = z
  .string({ error: 'Not a page of the app.' })
  .trim()
  .max(FEEDBACK_LIMITS.page, tooLong(FEEDBACK_LIMITS.page))
  .overwrite((value) => pagePathOf(value))
  .refine((path) => path === '' || (path.startsWith('/') && !path.startsWith('//')), {
    error: 'Not a page of the app.',
  });

/** POST /feedback: any signed-in user. */
export const feedbackInputSchema = z.object({
  category: z.enum(feedbackCategories, { error: 'Choose bug, idea, praise or other.' }),
  message: messageText('Write your feedback.'),
  rating: z
    .number({ error: 'Rate from 1 to 5 stars, or leave it out.' })
    .int('Rate from 1 to 5 stars, or leave it out.')
    .min(1, 'Rate from 1 to 5 stars, or leave it out.')
    .max(5, 'Rate from 1 to 5 stars, or leave it out.')
    .nullable()
    .default(null),
  page: feedbackPageSchema.default(''),
});
export type FeedbackDraft = z.input<typeof feedbackInputSchema>;
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

export const feedbackResponseSchema = z.object({
  feedback: z.object({ id: z.uuid(), createdAt: z.iso.datetime() }),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/**
 * What the sender sees of their request. The operator's triage steps and notes stay internal;
 * the sender learns only whether it is open, being worked on or closed.
 */
export const supportRequestStatuses = ['received', 'in_progress', 'resolved'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

export const supportRequestStatusLabels: Record<SupportRequestStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export function supportRequestStatusOf(triage: TriageStatus): SupportRequestStatus {
  if (triage === 'new') return 'received';
  if (triage === 'done') return 'resolved';
  return 'in_progress';
}

/** POST /support-requests from `/dashboard/contact-support`. */
export const supportRequestInputSchema = z.object({
  category: z.enum(supportCategories, { error: 'Choose what your request is about.' }),
  subject: z
    .string({ error: 'Enter a subject.' })
    // One line: it goes into the mail's subject header as it is.
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, 'Enter a subject.')
    .max(FEEDBACK_LIMITS.subject, tooLong(FEEDBACK_LIMITS.subject)),
  message: messageText('Describe what you need.'),
});
export type SupportRequestDraft = z.input<typeof supportRequestInputSchema>;
export type SupportRequestInput = z.output<typeof supportRequestInputSchema>;

export const supportRequestSchema = z.object({
  id: z.uuid(),
  category: z.enum(supportCategories),
  subject: z.string(),
  message: z.string(),
  status: z.enum(supportRequestStatuses),
  createdAt: z.iso.datetime(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const SUPPORT_REQUESTS_PAGE_SIZE = 10;

export const supportRequestListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Use a page number from 1.' })
    .int('Use a page number from 1.')
    .min(1, 'Use a page number from 1.')
    .default(1),
  limit: z.coerce
    .number({ error: 'Use a limit from 1 to 50.' })
    .int('Use a limit from 1 to 50.')
    .min(1, 'Use a limit from 1 to 50.')
    .max(50, 'Use a limit from 1 to 50.')
    .default(SUPPORT_REQUESTS_PAGE_SIZE),
});
export type SupportRequestListQuery = z.infer<typeof supportRequestListQuerySchema>;

export const supportRequestListSchema = z.object({
  supportRequests: z.array(supportRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;

export const supportRequestResponseSchema = z.object({ supportRequest: supportRequestSchema });
export type SupportRequestResponse = z.infer<typeof supportRequestResponseSchema>;

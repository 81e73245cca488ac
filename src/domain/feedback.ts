/** In-app feedback (spec §1: testers give feedback through an in-app panel). */
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

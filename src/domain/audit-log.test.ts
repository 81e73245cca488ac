import { describe, expect, it } from 'vitest';
import { auditLogQuerySchema, describeAuditAction } from './audit-log.js';
import { supportRequestStatusOf } from './feedback.js';

describe('audit actions in plain words', () => {
  it('names the known actions', () => {
    expect(describeAuditAction('patient.read')).toBe('Opened a patient record');
    expect(describeAuditAction('auth.sign_in_failed')).toBe('Failed sign-in');
  });

  it('reads an action without a label as its own words', () => {
    expect(describeAuditAction('job.status_changed')).toBe('Job status changed');
  });
});

describe('audit log query', () => {
  it('takes the filters and pages, with defaults', () => {
    expect(auditLogQuerySchema.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      page: 1,
      limit: 50,
    });
  });

  it('refuses an end before the start, on the end date', () => {
    const result = auditLogQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['to']);
  });
});

describe('what the sender sees of their support request', () => {
  it("hides the operator's triage steps behind three states", () => {
    expect(supportRequestStatusOf('new')).toBe('received');
    expect(supportRequestStatusOf('triaged')).toBe('in_progress');
    expect(supportRequestStatusOf('planned')).toBe('in_progress');
    expect(supportRequestStatusOf('done')).toBe('resolved');
  });
});

import type { AdminUser, AdminUserAction } from '../../../domain/admin.js';

export interface UserActionCopy {
  label: string;
  title: string;
  body: (name: string) => string;
  confirm: string;
  done: (name: string) => string;
  danger: boolean;
}

export const userActionCopy: Record<AdminUserAction, UserActionCopy> = {
  disable: {
    label: 'Disable',
    title: 'Disable this account?',
    body: (name) =>
      `${name} is signed out everywhere at once and cannot sign in until the account is enabled again. Their clinics and records stay as they are.`,
    confirm: 'Disable account',
    done: (name) => `${name}'s account is disabled`,
    danger: true,
  },
  enable: {
    label: 'Enable',
    title: 'Enable this account?',
    body: (name) => `${name} can sign in again with their password.`,
    confirm: 'Enable account',
    done: (name) => `${name}'s account is enabled`,
    danger: false,
  },
  admit: {
    label: 'Admit to Early Access',
    title: 'Admit from the waitlist?',
    body: (name) =>
      `${name} becomes an Early Access member and gets an email saying they can sign in now.`,
    confirm: 'Admit and send email',
    done: (name) => `${name} was admitted and emailed`,
    danger: false,
  },
  'resend-verification': {
    label: 'Resend verification',
    title: 'Send a new verification link?',
    body: (name) => `${name} gets a new email verification link; older links stop working.`,
    confirm: 'Send link',
    done: (name) => `A new verification link is on its way to ${name}`,
    danger: false,
  },
  'end-sessions': {
    label: 'End sessions',
    title: 'Sign this user out everywhere?',
    body: (name) =>
      `Every browser where ${name} is signed in is signed out. They can sign in again straight away.`,
    confirm: 'End sessions',
    done: (name) => `${name} was signed out everywhere`,
    danger: true,
  },
};

/** What an operator can do to `user` now; never disable themselves. */
export function actionsFor(user: AdminUser, operatorId: string): AdminUserAction[] {
  const actions: AdminUserAction[] = [];
  if (user.earlyAccess === 'waitlisted' && !user.disabled) actions.push('admit');
  if (!user.verified && !user.disabled) actions.push('resend-verification');
  if (user.activeSessions > 0) actions.push('end-sessions');
  if (user.disabled) actions.push('enable');
  else if (user.id !== operatorId) actions.push('disable');
  return actions;
}

export const fullName = (user: Pick<AdminUser, 'name' | 'lastName'>) =>
  `${user.name} ${user.lastName}`.trim();

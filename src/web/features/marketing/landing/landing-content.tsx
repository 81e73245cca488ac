import { Link } from 'react-router';
import type { FaqItem } from '../../../components/marketing/FaqList';
import type { FeatureItem } from '../../../components/marketing/FeatureCards';
import type { Problem } from './ProblemList';
import type { TrustFact } from './TrustFacts';

/* The landing page's copy. Product facts (prices, trial, limits, claims) must stay exact. */

export const problems: readonly Problem[] = [
  {
    icon: 'files',
    title: 'Notes in too many places',
    text: 'Paper cards, spreadsheets and a shared drive: the one detail you need is never where you look for it, least of all between two sessions.',
  },
  {
    icon: 'calendarX',
    title: 'Gaps and double bookings',
    text: 'A forgotten appointment leaves an hour empty; two bookings in the same slot leave a patient waiting. Both cost the clinic money and goodwill.',
  },
  {
    icon: 'lock',
    title: 'Worry about who sees what',
    text: 'Health records deserve better than a password shared by the whole front desk, and you should be able to say who opened a record and when.',
  },
];

export const benefits: readonly FeatureItem[] = [
  {
    icon: 'clock',
    title: 'More time for patients',
    text: 'Structured visit notes and treatment plans are quick to fill in and read the same whoever wrote them, so paperwork stops following you home.',
  },
  {
    icon: 'bell',
    title: 'Fewer empty slots',
    text: 'Automatic reminders bring patients back on time, and conflict detection stops a therapist or a slot being booked twice.',
  },
  {
    icon: 'users',
    title: 'One place for the whole team',
    text: 'Therapists, front desk and owners work from the same calendar and records, each with exactly the access their role needs.',
  },
  {
    icon: 'shieldCheck',
    title: 'Peace of mind about data',
    text: 'HIPAA-compliant handling of health data, audit trails of every record opened or changed, and access from any device without losing control.',
  },
];

export const trustFacts: readonly TrustFact[] = [
  { value: '99.9%', label: 'uptime, so your calendar is there when the first patient arrives' },
  { value: 'HIPAA', label: 'compliant handling of patient health information' },
  { value: 'SOC 2 Type II', label: 'security controls, independently audited over time' },
  { value: '14 days', label: 'free trial on every plan, nothing charged until it ends' },
];

export const capabilities: readonly FeatureItem[] = [
  {
    icon: 'notes',
    title: 'Patient records',
    text: 'Visit history on one timeline, with structured notes for every session.',
  },
  {
    icon: 'paperclip',
    title: 'Attachments',
    text: 'Referral letters, scans and consent forms kept with the patient they belong to.',
  },
  {
    icon: 'calendar',
    title: 'Scheduling',
    text: 'Day, week, month and agenda views for the whole team, filtered by therapist.',
  },
  {
    icon: 'bell',
    title: 'Reminders',
    text: 'Patients are reminded of their appointments, so fewer sessions go unused.',
  },
  {
    icon: 'calendarX',
    title: 'Conflict detection',
    text: 'Motio warns you before a therapist or a slot is booked twice.',
  },
  {
    icon: 'target',
    title: 'Treatment plans',
    text: 'Set goals and planned sessions, then track progress visit by visit.',
  },
  {
    icon: 'chart',
    title: 'Analytics and reports',
    text: 'See how busy the clinic is and how treatments are progressing.',
  },
  {
    icon: 'users',
    title: 'Role-based access',
    text: 'Owners, administrators, therapists and assistants each see what their work needs.',
  },
  {
    icon: 'history',
    title: 'Audit trails',
    text: 'A record of who opened or changed which patient record, and when.',
  },
  {
    icon: 'cloud',
    title: 'Any device',
    text: 'In the cloud and in the browser: phone, tablet or desktop, nothing to install.',
  },
  {
    icon: 'databaseImport',
    title: 'Data migration',
    text: 'We help you bring patient records over from spreadsheets or your old system.',
  },
  {
    icon: 'shieldLock',
    title: 'HIPAA compliance',
    text: 'Patient data handled to HIPAA requirements and sent only over encrypted connections.',
  },
];

export const landingFaq: readonly FaqItem[] = [
  {
    question: 'How does the free trial work?',
    answer: (
      <p>
        Every plan starts with a 14-day free trial, and nothing is charged until it ends. Use Motio
        with your real schedule for two weeks, then choose the plan that fits your clinic on the{' '}
        <Link to="/pricing">pricing page</Link>.
      </p>
    ),
  },
  {
    question: 'Can we bring our existing patient records with us?',
    answer: (
      <p>
        Yes. Data migration is part of getting started: we help you move patient records from
        spreadsheets or the system you use today. <Link to="/contact">Tell us what you use</Link>{' '}
        and we will plan the move with you.
      </p>
    ),
  },
  {
    question: 'How is patient data protected?',
    answer: (
      <p>
        Motio handles patient data to HIPAA requirements and sends it only over encrypted
        connections. Every person in your clinic gets their own login and a role that decides what
        they can see, two-factor sign-in is available to everyone, and an audit trail records who
        opened or changed each record. Details are in our <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
  {
    question: 'Does Motio work on tablets and phones?',
    answer: (
      <p>
        Yes. Motio runs in the browser, so there is nothing to install: check the day on your phone,
        write notes on a tablet at the treatment table, and run the front desk from a desktop.
      </p>
    ),
  },
  {
    question: 'Who in my clinic can see what?',
    answer: (
      <p>
        Access follows roles. Owners manage everything including billing; administrators run the
        clinic and the team; therapists and assistants work with the calendar and patients. You
        decide who holds which role.
      </p>
    ),
  },
  {
    question: 'What is the Early Access programme?',
    answer: (
      <p>
        Early Access is for licensed therapists, clinic owners and clinic team members who use Motio
        daily and tell us what to improve. In return they get lifetime free access, priority
        onboarding and support, and a real say in the roadmap. Spots are limited; when they are
        full, a waitlist applies. <Link to="/early-access">Read how it works</Link>.
      </p>
    ),
  },
];

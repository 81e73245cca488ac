import { Link } from 'react-router';
import type { FaqItem } from '../../components/marketing/FaqList';
import type { FeatureItem } from '../../components/marketing/FeatureCards';
import type { Step } from './StepList';

/* The Early Access programme: keep its promises and asks exact (they are product commitments). */

export const whatYouGet: readonly FeatureItem[] = [
  {
    icon: 'gift',
    title: 'Lifetime free access',
    text: 'Motio stays free for you for life. No trial clock and no invoice, and no credit card when you sign up.',
  },
  {
    icon: 'lifebuoy',
    title: 'Priority onboarding and support',
    text: 'We help you set up your clinic and bring your data over, and your questions go to the front of the queue.',
  },
  {
    icon: 'route',
    title: 'Influence on the roadmap',
    text: 'Your feedback decides what we build next. We share what is coming and ask you before we build it.',
  },
];

export const whatYouWillDo: readonly FeatureItem[] = [
  {
    icon: 'calendar',
    title: 'Use Motio daily',
    text: 'Run your real appointments, notes and treatment plans in Motio, so your feedback comes from real days.',
  },
  {
    icon: 'message',
    title: 'Give feedback',
    text: 'Tell us what helps and what gets in the way, through the in-app feedback panel or a short form.',
  },
  {
    icon: 'bug',
    title: 'Report issues',
    text: 'When something breaks or confuses you, let us know. What Early Access members find gets fixed first.',
  },
  {
    icon: 'phoneCall',
    title: 'Join a short call, if you like',
    text: 'Optional feedback calls of about 15 minutes, at a time that suits you.',
  },
];

export const steps: readonly Step[] = [
  {
    title: 'Create your account',
    text: (
      <>
        <Link to="/register">Sign up</Link> with your name, location and email. It takes two minutes
        and creates your clinic in Motio.
      </>
    ),
  },
  {
    title: 'Confirm your email',
    text: 'Open the link we send you to confirm your address. It stays valid for 24 hours.',
  },
  {
    title: 'Take your spot',
    text: 'While spots last you are in straight away. When they are full you join the waitlist, and we email you as soon as a spot opens.',
  },
  {
    title: 'Use Motio and tell us',
    text: 'Set up your clinic, invite your team and share feedback as you go. We read every word.',
  },
];

export const earlyAccessFaq: readonly FaqItem[] = [
  {
    question: 'Who can join Early Access?',
    answer: (
      <p>
        Licensed therapists, clinic owners and clinic team members: anyone who works in or runs a
        physiotherapy practice and is willing to use Motio in their daily work.
      </p>
    ),
  },
  {
    question: 'Is it really free for life?',
    answer: (
      <p>
        Yes. Early Access members keep free access to Motio for life. We ask for your feedback in
        return, not payment.
      </p>
    ),
  },
  {
    question: 'What happens when all spots are taken?',
    answer: (
      <p>
        Spots are limited, so that every member gets priority onboarding and support. When they are
        full, new sign-ups join a waitlist. Your account is kept, and we email you as soon as a spot
        opens for you.
      </p>
    ),
  },
  {
    question: 'How much time does it take?',
    answer: (
      <p>
        Little beyond your normal work: use Motio as your everyday tool and tell us when something
        could be better. Feedback calls of about 15 minutes are optional.
      </p>
    ),
  },
  {
    question: 'Is our patient data safe during Early Access?',
    answer: (
      <p>
        Early Access is the same Motio with the same protection: role-based access, audit trails,
        encryption in transit and HIPAA-compliant handling of patient data. Our{' '}
        <Link to="/privacy">privacy policy</Link> explains the details.
      </p>
    ),
  },
  {
    question: 'Can my team join too?',
    answer: (
      <p>
        Yes. Once your clinic is set up, you invite your colleagues by email from the team settings,
        and they work in your clinic&apos;s account with the role you give them.
      </p>
    ),
  },
];

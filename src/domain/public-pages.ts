/**
 * The public site's pages: their tab title, meta description and whether search engines should
 * list them. One table read by the web app (title and description on navigation) and by the
 * server (the same tags, Open Graph and sitemap.xml in the first response, for crawlers and link
 * previews that never run JavaScript).
 */
export interface PublicPage {
  path: string;
  /** Without the ' · Motio' suffix. */
  title: string;
  /** One or two sentences, at most about 160 characters. */
  description: string;
  /** Listed in sitemap.xml (account screens are not). */
  indexed: boolean;
}

export const publicPages = [
  {
    path: '/',
    title: 'Practice management for physiotherapy clinics',
    description:
      'Motio keeps patient records, appointments, treatment plans and your team in one secure place, so your clinic runs calmly from first booking to last note.',
    indexed: true,
  },
  {
    path: '/features',
    title: 'Features',
    description:
      'Scheduling, patient records, analytics and security built for physiotherapy: see what Motio does for therapists, front desk and clinic owners.',
    indexed: true,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Simple plans for solo therapists, growing teams and multi-therapist clinics. Monthly or yearly billing with two months free, and a 14-day free trial.',
    indexed: true,
  },
  {
    path: '/contact',
    title: 'Contact us',
    description:
      'Questions about Motio, pricing or moving your clinic over? Write to us and we reply within 24 hours.',
    indexed: true,
  },
  {
    path: '/early-access',
    title: 'Early Access',
    description:
      'Join the Motio Early Access programme: lifetime free access, priority onboarding and a say in the roadmap for therapists and clinics who help us shape it.',
    indexed: true,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you or your clinic use Motio.',
    indexed: true,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How Motio collects, uses and protects personal data, including patient records.',
    indexed: true,
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    description: 'When Motio refunds a payment, and what happens when you cancel a subscription.',
    indexed: true,
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'Which cookies Motio uses, why, and how to change your choice at any time.',
    indexed: true,
  },
  {
    path: '/register',
    title: 'Create your account',
    description: 'Create a Motio account for yourself and your clinic.',
    indexed: false,
  },
  {
    path: '/login',
    title: 'Log in',
    description: 'Log in to Motio.',
    indexed: false,
  },
] as const satisfies readonly PublicPage[];

export type PublicPagePath = (typeof publicPages)[number]['path'];

export function publicPageFor(path: string): PublicPage | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicPages.find((page) => page.path === normalised);
}

import { Accordion, Anchor, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, PRICE_CURRENCY } from '../../../../domain/money';
import { FREE_TRIAL_DAYS, marketingPlanOf } from '../../../../domain/plans';
import { yearlySavings } from '../../../../domain/pricing';

const team = marketingPlanOf('team');
const clinic = marketingPlanOf('clinic');

/** The /pricing FAQ. Numbers come from the plan catalogue. */
const questions: Array<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'trial',
    question: 'How does the free trial work?',
    answer: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Choose a plan, create your account and add a card: it is checked but not charged until the trial ends, and if you cancel before then you pay nothing. Meanwhile use everything the plan includes with your own team and patients.`,
  },
  {
    id: 'users',
    question: 'Who counts as a user?',
    answer:
      'Everyone who can sign in to your clinic: active members plus invitations that are still open. Deactivated members do not count. Need a seat or two more? The Additional User add-on gives one more user per month each.',
  },
  {
    id: 'yearly',
    question: 'What does yearly billing save?',
    answer: `Yearly billing costs about ten monthly payments, so roughly two months are free. ${team.name} billed yearly is ${formatMoney(team.offer.prices.yearly)}, ${formatMoney(yearlySavings(team))} less than twelve monthly payments of ${formatMoney(team.offer.prices.monthly)}.`,
  },
  {
    id: 'change',
    question: 'Can I change plans later?',
    answer:
      'Yes. Move to a bigger or smaller plan from Plan and billing in your settings. When your clinic reaches a limit, such as its number of users, Motio says so and shows what you can do.',
  },
  {
    id: 'cancel',
    question: 'What happens if I cancel?',
    answer: (
      <>
        You keep access until the end of the period you have paid for; the rest of it is not
        prorated. Payments after the trial are not refunded, except duplicate charges and billing
        errors. The{' '}
        <Anchor component={Link} to="/refund-policy">
          Refund Policy
        </Anchor>{' '}
        has the details.
      </>
    ),
  },
  {
    id: 'currency',
    question: 'Which currency are the prices in?',
    answer: `US dollars (${PRICE_CURRENCY}), for every plan and add-on. Any sales tax or VAT that applies where your clinic is based is shown at checkout before you pay.`,
  },
  {
    id: 'large',
    question: `We have more than ${clinic.limits.users} people. Is there a plan for us?`,
    answer: (
      <>
        {clinic.name} includes {clinic.limits.users} users, and Additional User adds more. For a
        larger organisation or several locations,{' '}
        <Anchor component={Link} to="/contact">
          talk to our sales team
        </Anchor>
        .
      </>
    ),
  },
  {
    id: 'early-access',
    question: 'Is there a free option?',
    answer: (
      <>
        Licensed therapists, clinic owners and their teams can join{' '}
        <Anchor component={Link} to="/early-access">
          Early Access
        </Anchor>
        : lifetime free access in return for using Motio and telling us what works. Spots are
        limited; when they are full, a waitlist applies.
      </>
    ),
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading">
      <Title order={2} id="pricing-faq-heading" mb="lg">
        Questions about pricing
      </Title>
      <Accordion variant="separated" chevronPosition="right">
        {questions.map(({ id, question, answer }) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

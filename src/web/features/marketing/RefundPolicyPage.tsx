import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal/LegalPage';

/* No refunds after the trial except duplicate charges or billing errors; cancellation
 * keeps access to the end of the paid period, with no proration. */
const sections: readonly LegalSection[] = [
  {
    id: 'trial',
    title: 'Try Motio first',
    content: (
      <p>
        Every paid plan starts with a 14-day free trial. Your card is checked at sign-up but nothing
        is charged until the trial ends: if you decide Motio is not for you, cancel before then in
        Plan &amp; Billing and you pay nothing.
      </p>
    ),
  },
  {
    id: 'no-refunds',
    title: 'No refunds after the trial',
    content: (
      <>
        <p>
          Because you can try Motio for free first, there are no refunds after the trial, except for
          duplicate charges or billing errors (see the next section).
        </p>
        <p>
          This applies to monthly and yearly subscriptions, to add-ons such as Advanced Analytics
          and Additional User, and to one-time services such as Team Training.
        </p>
      </>
    ),
  },
  {
    id: 'exceptions',
    title: 'Duplicate charges and billing errors',
    content: (
      <>
        <p>We refund in full any amount that was charged by mistake:</p>
        <ul>
          <li>
            <strong>Duplicate charges:</strong> you were charged more than once for the same billing
            period or the same purchase.
          </li>
          <li>
            <strong>Billing errors:</strong> the amount charged does not match the plan, billing
            period and add-ons you chose, or you were charged after your cancellation took effect.
          </li>
        </ul>
        <p>
          Tell us through our <Link to="/contact">contact page</Link> with the date and amount of
          the charge. We check it and reply within 24 hours. Confirmed refunds are paid back to the
          original payment method through our payment provider, Paddle; how soon they appear depends
          on your bank or card issuer.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling a subscription',
    content: (
      <>
        <p>
          You can cancel at any time in the plan and billing settings of your clinic. Your
          subscription then stops renewing, and you keep full access until the end of the paid
          period. Access ends when that period ends.
        </p>
        <p>
          There is no proration: we do not refund or credit the unused part of a monthly or yearly
          period when you cancel before it ends.
        </p>
      </>
    ),
  },
  {
    id: 'early-access',
    title: 'Early Access',
    content: (
      <p>
        Membership of the <Link to="/early-access">Early Access programme</Link> is free, so there
        is nothing to refund. If you later buy a paid plan or add-on, this policy applies to it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your statutory rights',
    content: (
      <p>
        Nothing in this policy limits the rights that mandatory law gives you. Our{' '}
        <Link to="/terms">Terms of Service</Link> set out the rest of the agreement between you and
        Motio.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about a charge or a refund are welcome through our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** `/refund-policy`. */
export function RefundPolicyPage() {
  return (
    <LegalPage
      path="/refund-policy"
      title="Refund Policy"
      summary="Every paid plan starts with a free trial, so you can decide before you pay. This policy explains when we refund a payment and what happens when you cancel."
      sections={sections}
    />
  );
}

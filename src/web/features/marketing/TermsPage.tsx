import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal/LegalPage';

/* Facts these terms must state: users at least 18; no refunds after the trial except duplicate
 * charges or billing errors; cancellation keeps access to the end of the paid period, no
 * proration; liability capped at 12 months of fees; law of the Republic of Serbia. */
const sections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    content: (
      <>
        <p>
          These Terms of Service (the “Terms”) govern your access to and use of Motio, the cloud
          practice-management and medical-record service for physiotherapy clinics, including its
          website, web application and related support (together, the “Service”), provided by Motio
          (“Motio”, “we”, “us”).
        </p>
        <p>
          “You” means the person who accepts these Terms and, where that person acts for a clinic or
          another organisation (the “Clinic”), that organisation as well. If you accept these Terms
          for a Clinic, you confirm that you are authorised to bind it. By creating an account or
          using the Service you accept these Terms. Our <Link to="/privacy">Privacy Policy</Link>,{' '}
          <Link to="/refund-policy">Refund Policy</Link> and{' '}
          <Link to="/cookies">Cookie Policy</Link> form part of them.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Motio',
    content: (
      <>
        <p>
          You must be at least 18 years old to create an account or use the Service. The Service is
          intended for healthcare professionals and clinic staff acting in a professional capacity;
          it is not a consumer service.
        </p>
        <p>
          You confirm that the information you give us when you register is accurate, and you agree
          to keep it up to date. You are responsible for holding any professional licence or
          registration that your work requires.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account and your team',
    content: (
      <>
        <p>
          Every person who uses the Service needs their own account; logins must not be shared. Keep
          your password confidential, and turn on two-factor sign-in, which we strongly recommend
          for anyone with access to patient records. Tell us at once through our{' '}
          <Link to="/contact">contact page</Link> if you suspect that someone has used your account
          without permission.
        </p>
        <p>
          The owners of a Clinic decide who is invited to it and which role each member holds. The
          Clinic is responsible for what its members do in the Service and for removing access when
          someone leaves. We may suspend an account that puts the security of the Service or other
          customers at risk, and we will tell you why unless the law or security prevents it.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Free trial, subscriptions and payment',
    content: (
      <>
        <p>
          Every paid plan starts with a 14-day free trial. The card given at sign-up is checked but
          not charged until the trial ends; cancel before then and nothing is charged. To keep using
          the Service after the trial, the Clinic needs a paid subscription.
        </p>
        <p>
          Subscriptions are billed in advance, monthly or yearly, for the plan and any add-ons you
          choose, and renew automatically at the end of each billing period until cancelled.
          Payments are processed by our payment provider, Paddle, which acts as the reseller and
          merchant of record for your purchase and may add the taxes that apply where you are.
        </p>
        <p>
          We may change our prices for future billing periods. We will tell you at least 30 days
          before a change takes effect, and it applies from your next renewal after that notice.
        </p>
        <p>
          Members admitted to the <Link to="/early-access">Early Access programme</Link> use the
          Service free of charge for life, in return for the feedback described on that page. All
          other parts of these Terms apply to them as well.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and refunds',
    content: (
      <>
        <p>
          You can cancel a subscription at any time in the Service’s plan and billing settings.
          Cancellation takes effect at the end of the current billing period: you keep access until
          the end of the paid period, and there is no proration, so no refund or credit is given for
          the unused part of a period.
        </p>
        <p>
          There are no refunds after the trial, except for duplicate charges or billing errors. The{' '}
          <Link to="/refund-policy">Refund Policy</Link> explains how to ask for one.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When you use the Service, you agree not to:</p>
        <ul>
          <li>break any law, or store or process personal data without a lawful basis;</li>
          <li>
            try to reach accounts, clinics or data that are not yours, or test, probe or bypass the
            Service’s security without our written permission;
          </li>
          <li>upload malicious code or content that infringes the rights of others;</li>
          <li>
            overload or disrupt the Service, or access it by automated means other than the
            interfaces we provide;
          </li>
          <li>
            copy, resell or sublicense the Service, or reverse engineer it except where the law
            expressly allows it;
          </li>
          <li>use the Service to send unsolicited messages.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data and patient data',
    content: (
      <>
        <p>
          The Clinic keeps all rights to the data that it and its members put into the Service
          (“Customer Data”), including patient records. For patient data the Clinic is the
          controller and Motio acts as its processor: we process that data only on the Clinic’s
          instructions and only to provide the Service, as our{' '}
          <Link to="/privacy">Privacy Policy</Link> describes. You give us the rights we need to
          host, back up, process and display Customer Data for that purpose.
        </p>
        <p>
          The Clinic is responsible for having a lawful basis for the patient data it records and
          for the accuracy of its clinical records. We never sell Customer Data, and we never use
          patient data for analytics or advertising.
        </p>
        <p>
          If your Clinic is subject to HIPAA, contact us to put a business associate agreement in
          place before you store protected health information in the Service.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability, changes and support',
    content: (
      <>
        <p>
          We aim to keep the Service available 99.9% of the time, excluding maintenance announced in
          advance. We keep improving the Service and may change it, but we will not remove a core
          function of a paid plan during a period you have already paid for.
        </p>
        <p>
          Support is available through our <Link to="/contact">contact page</Link>; Early Access
          members receive priority onboarding and support.
        </p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback',
    content: (
      <p>
        If you send us ideas, suggestions or other feedback, we may use them to improve the Service
        without any obligation to you. We will not publish your name or your Clinic’s name with your
        feedback without your permission.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <p>
        The Service, its software, design and the Motio name and logo belong to Motio or its
        licensors. While your account is active, we grant you a limited, non-exclusive,
        non-transferable right to use the Service for your Clinic’s work in line with these Terms.
        No other rights pass to you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <>
        <p>
          You may stop using the Service and close your account at any time. We may suspend or end
          your access if you seriously or repeatedly breach these Terms, if payment for a
          subscription fails and is not made good, or where the law requires it. Where we can, we
          will warn you first and give you a reasonable time to put things right.
        </p>
        <p>
          When an account is closed, the Clinic can ask us for an export of its Customer Data within
          30 days. After that we delete Customer Data as set out in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'No medical advice',
    content: (
      <p>
        Motio is a tool for records, scheduling and organisation. It does not give medical advice,
        and clinical decisions remain the responsibility of the treating professional. Except as
        these Terms expressly say, the Service is provided “as is” and “as available”, without
        warranties of any kind, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          To the fullest extent the law allows, Motio’s total liability arising out of or in
          connection with these Terms or the Service, whatever its cause, is limited to the fees you
          paid to Motio for the Service in the 12 months before the claim.
        </p>
        <p>
          We are not liable for indirect or consequential loss, or for loss of profit, revenue,
          goodwill or data that you could have avoided by keeping your own records. Nothing in these
          Terms limits liability that cannot be limited by law, including liability for intent or
          gross negligence, or for death or personal injury caused by negligence.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these Terms. For a material change we will tell the owners of each Clinic by
        email at least 30 days before it takes effect. If you do not agree to the change, you may
        cancel before it applies; using the Service after that date means you accept the updated
        Terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These Terms are governed by the laws of the Republic of Serbia, without regard to its
        conflict-of-law rules. Disputes will be decided by the competent courts of the Republic of
        Serbia, unless mandatory law gives you the right to bring proceedings elsewhere. We would
        always rather solve a problem together first, so please talk to us before going to court.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these Terms are welcome through our <Link to="/contact">contact page</Link>;
        we reply within 24 hours.
      </p>
    ),
  },
];

/** `/terms`. */
export function TermsPage() {
  return (
    <LegalPage
      path="/terms"
      title="Terms of Service"
      summary="The agreement between you, your clinic and Motio when you use Motio. Please read it carefully: by creating an account you accept it."
      sections={sections}
    />
  );
}

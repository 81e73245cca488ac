import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { LegalTable } from './legal/LegalTable';

/* The service is not for children under 16. Analytics (PostHog,
 * EU region) only after cookie consent and never with patient data. */
const sections: readonly LegalSection[] = [
  {
    id: 'roles',
    title: 'Who we are and our role',
    content: (
      <>
        <p>
          Motio (“Motio”, “we”, “us”) provides a cloud practice-management and medical-record
          service for physiotherapy clinics (the “Service”). How we handle personal data depends on
          whose data it is:
        </p>
        <ul>
          <li>
            <strong>Patient data.</strong> For patient records and the other clinical information a
            clinic keeps in Motio, the clinic is the controller and Motio is its processor. We
            process that data only on the clinic’s documented instructions and only to provide the
            Service, never for our own purposes.
          </li>
          <li>
            <strong>Account, billing and website data.</strong> For the data about the people who
            use Motio and visit our website, Motio is the controller.
          </li>
        </ul>
        <p>
          Patients who want to see, correct or delete their records should contact their clinic; we
          help the clinic answer them.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-process',
    title: 'The data we process',
    content: (
      <ul>
        <li>
          <strong>Account data:</strong> name, last name, location, email address, your password
          (stored only as a salted argon2id hash, never in readable form), your role and clinic
          memberships, an optional profile picture and your two-factor settings.
        </li>
        <li>
          <strong>Patient data entered by clinics:</strong> patients’ identification and contact
          details, appointments, visit notes, diagnoses, treatment plans and attachments. This
          includes health data, a special category of personal data.
        </li>
        <li>
          <strong>Billing data:</strong> your plan, subscription status and invoices. Card and other
          payment details are collected by our payment provider, Paddle; we never see or store full
          card numbers.
        </li>
        <li>
          <strong>Security data:</strong> the IP address and browser of signed-in devices, sign-in
          successes and failures, and the audit trail of who opened or changed which record.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form, support requests and
          the feedback you give us.
        </li>
        <li>
          <strong>Product analytics, only with your consent:</strong> which pages of Motio are
          viewed and a few steps such as completing sign-up, with a random identifier for your
          browser. Never patient data or form contents.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    content: (
      <LegalTable
        caption="Purposes and legal bases"
        columns={['Purpose', 'Legal basis']}
        rows={[
          [
            'Providing the Service: accounts, clinics, calendar, records and support',
            'Performance of our contract with you',
          ],
          [
            'Processing patient data for a clinic',
            'The clinic’s instructions under our data-processing terms; the clinic decides its own legal basis',
          ],
          [
            'Keeping the Service and its data secure, including sign-in records and audit trails',
            'Our legitimate interest in security, and legal obligations',
          ],
          ['Billing, invoices and tax records', 'Contract and legal obligations'],
          [
            'Emails about your account, such as verification, password reset and invitations',
            'Performance of our contract with you',
          ],
          ['Product analytics to learn which parts of Motio help clinics most', 'Your consent'],
        ]}
      />
    ),
  },
  {
    id: 'location',
    title: 'Where your data is stored',
    content: (
      <p>
        Motio’s application, databases and stored files are hosted in data centres in the European
        Union. Product analytics are processed in PostHog’s EU region. Where a provider processes
        data outside the European Economic Area or Serbia, we rely on an adequacy decision or on
        standard contractual clauses to keep it protected to the same standard.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <>
        <p>Motio is built to handle health data to HIPAA requirements. The protections include:</p>
        <ul>
          <li>encryption in transit: every connection to Motio uses HTTPS (TLS);</li>
          <li>
            role-based access with granular permissions, so each member sees only what their role
            needs;
          </li>
          <li>an audit trail of sign-ins and of every patient record opened or changed;</li>
          <li>
            two-factor sign-in for every account, which clinic owners can make compulsory for their
            team;
          </li>
          <li>
            sessions that end after 30 minutes without activity and after 12 hours at most, and that
            can be signed out from any device;
          </li>
          <li>
            attachments checked on upload and given only to signed-in members of the clinic they
            belong to;
          </li>
          <li>access by our own staff only where needed to run and support the Service.</li>
        </ul>
        <p>
          If a personal data breach affects your clinic, we tell the clinic without undue delay, so
          that it can meet its own duties to patients and authorities.
        </p>
      </>
    ),
  },
  {
    id: 'sub-processors',
    title: 'Sub-processors',
    content: (
      <>
        <p>We share personal data only with providers who help us run the Service:</p>
        <LegalTable
          caption="Sub-processors"
          columns={['Provider', 'What they do', 'Data they receive']}
          rows={[
            [
              'Paddle',
              'Payment provider and merchant of record for subscriptions',
              'Name, email address, billing address and payment details of the person paying',
            ],
            [
              'PostHog (EU region)',
              'Product analytics, only after you accept analytics cookies',
              'Pages viewed, browser and device type and a random identifier. Never patient data',
            ],
          ]}
        />
        <p>
          Our hosting and email delivery providers process data on our behalf under data-processing
          agreements; you can ask us for the current list through our{' '}
          <Link to="/contact">contact page</Link>. We tell clinics before we add a sub-processor
          that will handle patient data.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Patient data</strong> is kept for as long as the clinic keeps it in Motio. Clinics
          remain responsible for how long medical records must be kept under their own law.
        </li>
        <li>
          <strong>Account data</strong> is kept while your account exists.
        </li>
        <li>
          <strong>After a clinic closes its account</strong> we keep its data for 30 days, so that
          it can ask for an export, then delete it from our live systems; copies in backups are
          deleted within a further 60 days.
        </li>
        <li>
          <strong>Billing records</strong> are kept for as long as tax and accounting law requires.
        </li>
        <li>
          <strong>Analytics data</strong> is kept for at most 12 months.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          Under the GDPR and the Serbian Law on Personal Data Protection, you have the right to:
        </p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased, or its use restricted;</li>
          <li>receive your data in a portable, machine-readable format;</li>
          <li>object to processing based on our legitimate interests;</li>
          <li>withdraw your consent at any time, without affecting earlier processing.</li>
        </ul>
        <p>
          Ask through our <Link to="/contact">contact page</Link>; we answer within one month. We do
          not make decisions about you based solely on automated processing. You may also complain
          to a data protection authority: in Serbia, the Commissioner for Information of Public
          Importance and Personal Data Protection, or the authority where you live or work.
        </p>
        <p>
          For patient records, the clinic decides on requests as the controller; we help it respond.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and analytics',
    content: (
      <p>
        We use one essential cookie to keep you signed in. Product analytics by PostHog start only
        after you accept them in the cookie banner; they never include patient data or what you type
        into forms, and your browser’s Do Not Track setting is respected. The{' '}
        <Link to="/cookies">Cookie Policy</Link> lists every cookie and stored setting.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Motio is a professional service and is not intended for children under 16. We do not
        knowingly collect personal data from children under 16 as users of the Service. Records
        about young patients are kept by clinics as controllers, who are responsible for any consent
        from a parent or guardian that the law requires.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy, we publish the new version here with its effective date. If a
        change is material, we tell the owners of each clinic by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For questions about privacy or to exercise your rights, write to us through our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** `/privacy`. */
export function PrivacyPage() {
  return (
    <LegalPage
      path="/privacy"
      title="Privacy Policy"
      summary="What personal data Motio handles, why, where it is stored, how it is protected and which rights you have. It covers both our customers’ own data and the patient data clinics keep in Motio."
      sections={sections}
    />
  );
}

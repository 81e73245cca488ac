import { LinkButton } from '../../../components/LinkButton';
import { CallToAction } from '../../../components/marketing/CallToAction';
import { FaqList } from '../../../components/marketing/FaqList';
import { FeatureCards } from '../../../components/marketing/FeatureCards';
import { MarketingSection } from '../../../components/marketing/MarketingSection';
import { benefits, capabilities, landingFaq, problems, trustFacts } from './landing-content';
import { ProblemList } from './ProblemList';
import { TrustFacts } from './TrustFacts';
import classes from './LandingSections.module.css';

/** Everything below the landing page's hero, loaded after the hero has painted. */
export function LandingSections() {
  return (
    <>
      <MarketingSection
        id="problem"
        eyebrow="The problem"
        title="Running a clinic should not mean juggling paper, spreadsheets and three apps"
        intro="Most clinics we talk to lose hours every week to admin that has nothing to do with treating people."
      >
        <ProblemList items={problems} />
      </MarketingSection>

      <MarketingSection
        id="benefits"
        tone="tinted"
        eyebrow="Why Motio"
        title="One calm place for everything around the treatment"
        intro="Motio takes care of the organising, so your team can give patients its full attention."
      >
        <FeatureCards items={benefits} columns={4} />
      </MarketingSection>

      <MarketingSection
        id="trust"
        eyebrow="Trust"
        title="Built to be trusted with patient data"
        intro="Clinics hand us their most sensitive information. These are the commitments we make about it."
      >
        <TrustFacts facts={trustFacts} />
        <div className={classes.earlyAccessNote}>
          <h3 className={classes.noteTitle}>Shaped by clinicians who use it every day</h3>
          <p className={classes.noteText}>
            Motio is in Early Access. Licensed therapists, clinic owners and clinic team members run
            their days on it and tell us, through the in-app feedback panel, short forms and
            optional 15-minute calls, what to improve next. Rather than quote them, we invite you to
            see for yourself.
          </p>
        </div>
      </MarketingSection>

      <MarketingSection
        id="features"
        tone="tinted"
        eyebrow="Features"
        title="Everything your clinic runs on"
        intro="From the first phone call to the final session of a treatment plan."
      >
        <FeatureCards items={capabilities} columns={4} />
        <p className={classes.moreLink}>
          <LinkButton to="/features" variant="default">
            Explore all features
          </LinkButton>
        </p>
      </MarketingSection>

      <MarketingSection id="faq" eyebrow="FAQ" title="Questions clinics ask us">
        <FaqList items={landingFaq} />
      </MarketingSection>

      <CallToAction
        id="early-access"
        title="Help shape Motio, and keep it free for life"
        text="Early Access members get lifetime free access, priority onboarding and support, and a say in what we build next. Spots are limited, and a waitlist applies when they are full."
        actions={
          <>
            <LinkButton to="/early-access" variant="white" size="lg">
              Learn about Early Access
            </LinkButton>
            <LinkButton to="/register" variant="outline-white" size="lg">
              Create your account
            </LinkButton>
          </>
        }
      />
    </>
  );
}

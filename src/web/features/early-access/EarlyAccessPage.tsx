import { LinkButton } from '../../components/LinkButton';
import { CallToAction } from '../../components/marketing/CallToAction';
import { FaqList } from '../../components/marketing/FaqList';
import { FeatureCards } from '../../components/marketing/FeatureCards';
import { MarketingSection } from '../../components/marketing/MarketingSection';
import { PageHero } from '../../components/marketing/PageHero';
import { PublicPageMeta } from '../../components/page/PublicPageMeta';
import { earlyAccessFaq, steps, whatYouGet, whatYouWillDo } from './early-access-content';
import { StepList } from './StepList';

const SPOTS_NOTE =
  'Spots are limited. When they are full, new sign-ups join a waitlist and we email you as soon as a spot opens.';

/**
 * `/early-access`: hero, what you get, what you will do, how it works in 4 steps, FAQ
 * and a call to action to /register .
 */
export function EarlyAccessPage() {
  return (
    <>
      <PublicPageMeta path="/early-access" />
      <PageHero
        eyebrow="Early Access programme"
        title="Help shape Motio, and use it free for life"
        lead="We are building Motio together with the people who use it. Licensed therapists, clinic owners and clinic team members who join use Motio in their daily work, tell us what to improve, and keep lifetime free access."
        actions={
          <>
            <LinkButton to="/register" size="lg">
              Join Early Access
            </LinkButton>
            <LinkButton to="/features" variant="default" size="lg">
              Explore features
            </LinkButton>
          </>
        }
        note={SPOTS_NOTE}
      />

      <MarketingSection
        id="what-you-get"
        eyebrow="What you get"
        title="Everything Motio offers, and a voice in what comes next"
      >
        <FeatureCards items={whatYouGet} />
      </MarketingSection>

      <MarketingSection
        id="what-you-will-do"
        tone="tinted"
        eyebrow="What you will do"
        title="Use Motio for real, and tell us how it goes"
        intro="No homework and no long surveys: your everyday work is the test."
      >
        <FeatureCards items={whatYouWillDo} columns={4} />
      </MarketingSection>

      <MarketingSection id="how-it-works" eyebrow="How it works" title="Four steps to your spot">
        <StepList steps={steps} />
      </MarketingSection>

      <MarketingSection id="faq" tone="tinted" eyebrow="FAQ" title="Questions about Early Access">
        <FaqList items={earlyAccessFaq} />
      </MarketingSection>

      <CallToAction
        id="join"
        title="Ready to help shape Motio?"
        text="Create your account to claim your Early Access spot. It takes two minutes."
        actions={
          <LinkButton to="/register" variant="white" size="lg">
            Create your account
          </LinkButton>
        }
        note={SPOTS_NOTE}
      />
    </>
  );
}

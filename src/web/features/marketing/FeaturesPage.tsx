import { LinkButton } from '../../components/LinkButton';
import { CallToAction } from '../../components/marketing/CallToAction';
import { FeatureCards, type FeatureItem } from '../../components/marketing/FeatureCards';
import { MarketingSection } from '../../components/marketing/MarketingSection';
import { PageHero } from '../../components/marketing/PageHero';
import { PublicPageMeta } from '../../components/page/PublicPageMeta';
import { DeviceList } from './features/DeviceList';
import { FeatureTabs } from './features/FeatureTabs';

const benefits: readonly FeatureItem[] = [
  {
    icon: 'clock',
    title: 'Less time on admin',
    text: 'Booking, reminders and notes take minutes instead of an evening, so the day ends when the last patient leaves.',
  },
  {
    icon: 'calendar',
    title: 'A calmer front desk',
    text: 'Fewer no-shows and no double bookings mean fewer awkward phone calls and a waiting room that runs on time.',
  },
  {
    icon: 'shieldCheck',
    title: 'Confidence in your records',
    text: 'Consistent notes, complete treatment histories and an audit trail you can show when anyone asks.',
  },
];

/** `/features`: four category tabs, a benefits section and a device section. */
export function FeaturesPage() {
  return (
    <>
      <PublicPageMeta path="/features" />
      <PageHero
        eyebrow="Features"
        title="Everything your clinic needs, in one calm place"
        lead="Scheduling, patient records, analytics and security, designed together for physiotherapy clinics: therapists, front desk and owners each get what their day needs."
        actions={
          <>
            <LinkButton to="/early-access" size="lg">
              Join Early Access
            </LinkButton>
            <LinkButton to="/pricing" variant="default" size="lg">
              See pricing
            </LinkButton>
          </>
        }
        note="14-day free trial · Nothing charged until it ends"
      />

      <MarketingSection
        id="categories"
        eyebrow="Explore"
        title="What Motio does, area by area"
        intro="Four areas, one product: they all share the same patients, calendar and team."
      >
        <FeatureTabs />
      </MarketingSection>

      <MarketingSection
        id="benefits"
        tone="tinted"
        eyebrow="Benefits"
        title="What changes for your clinic"
      >
        <FeatureCards items={benefits} />
      </MarketingSection>

      <MarketingSection
        id="devices"
        eyebrow="Any device"
        title="Works on your phone, tablet and desktop"
        intro="Motio lives in the cloud and runs in any modern browser: nothing to install, and the same up-to-date records on every screen."
      >
        <DeviceList />
      </MarketingSection>

      <CallToAction
        id="get-started"
        title="See it with your own schedule"
        text="Start with a 14-day free trial, with nothing charged until it ends, or join Early Access for lifetime free access while spots last."
        actions={
          <>
            <LinkButton to="/early-access" variant="white" size="lg">
              Join Early Access
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

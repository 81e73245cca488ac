import { deferredComponent } from '../../components/deferred';
import { LinkButton } from '../../components/LinkButton';
import { PageHero } from '../../components/marketing/PageHero';
import { PublicPageMeta } from '../../components/page/PublicPageMeta';
import { TodayPreview } from './landing/TodayPreview';
import classes from './LandingPage.module.css';

// Requested as soon as this module runs, so it arrives while the hero is being painted.
const sectionsModule = import('./landing/LandingSections');
const LandingSections = deferredComponent(
  async () => (await sectionsModule).LandingSections,
  <div className={classes.pending} />,
);

/**
 * `/`: hero, problem, benefits, social proof, features grid, FAQ and the Early Access
 * call to action. Plain elements and CSS modules only, no Mantine components or icon library:
 * the page must keep its initial JavaScript and LCP small (docs/decisions/011-prerendered-landing-page.md). The hero
 * (the LCP element) renders on its own; the sections below it come in a second chunk.
 */
export function LandingPage() {
  return (
    <>
      <PublicPageMeta path="/" />
      <PageHero
        eyebrow="Now in Early Access"
        title="Calm, organised care for physiotherapy clinics"
        lead="Motio brings patient records, scheduling, treatment plans and your team together in one secure place, so the clinic runs smoothly from the first booking to the last note."
        actions={
          <>
            <LinkButton to="/early-access" size="lg">
              Join Early Access
            </LinkButton>
            <LinkButton to="/register" variant="default" size="lg">
              Create your account
            </LinkButton>
          </>
        }
        note="14-day free trial · Nothing charged until it ends"
        aside={<TodayPreview />}
      />

      <LandingSections />
    </>
  );
}

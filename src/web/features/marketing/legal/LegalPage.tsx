import type { ReactNode } from 'react';
import type { PublicPagePath } from '../../../../domain/public-pages';
import { PublicPageMeta } from '../../../components/page/PublicPageMeta';
import classes from './LegalPage.module.css';

/** The date from which all four policies apply. */
const LEGAL_EFFECTIVE_DATE = '2025-09-24';
const LEGAL_EFFECTIVE_DATE_TEXT = '24 September 2025';

export interface LegalSection {
  /** The section's anchor, so other pages and the contents list can link to it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  path: PublicPagePath;
  title: string;
  /** One or two sentences above the contents: what this policy is about. */
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * The one layout of the legal pages (/terms, /privacy, /refund-policy, /cookies): title,
 * effective date, a contents list and numbered sections.
 */
export function LegalPage({ path, title, summary, sections }: LegalPageProps) {
  return (
    <article aria-labelledby="legal-title" className={classes.page}>
      <PublicPageMeta path={path} />
      <div className={classes.header}>
        <p className={classes.eyebrow}>Legal</p>
        <h1 id="legal-title" className={classes.title}>
          {title}
        </h1>
        <p className={classes.effective}>
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{LEGAL_EFFECTIVE_DATE_TEXT}</time>
        </p>
        <p className={classes.summary}>{summary}</p>
      </div>
      <div className={classes.layout}>
        <nav aria-label="On this page" className={classes.contents}>
          <p className={classes.contentsTitle}>On this page</p>
          <ol className={classes.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.contentsLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={classes.section}
            >
              <h2 id={`${section.id}-title`} className={classes.sectionTitle}>
                <span className={classes.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

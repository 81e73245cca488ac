import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';
import classes from './PlaceholderPage.module.css';

interface PlaceholderPageProps {
  title: string;
  /** One sentence saying what the page will hold. */
  description: string;
  /** 'center' on the public site, 'start' inside the dashboard's content area. */
  align?: 'center' | 'start';
  /** Actions or details shown under the description. */
  children?: ReactNode;
}

/**
 * A screen whose content is still to be built: its real title and what it is for. Plain
 * elements styled with the theme's CSS variables, so it adds no Mantine code to the landing
 * page's first load.
 */
export function PlaceholderPage({
  title,
  description,
  align = 'start',
  children,
}: PlaceholderPageProps) {
  return (
    <section className={classes.page} data-align={align}>
      <DocumentTitle title={title} />
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.description}>{description}</p>
      {children && <div className={classes.details}>{children}</div>}
    </section>
  );
}

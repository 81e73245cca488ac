import { Link } from 'react-router';
import classes from './Logo.module.css';

interface LogoProps {
  /** Where the logo leads: the landing page on the public site, the calendar in the dashboard. */
  to?: string;
}

/** The Motio mark and word mark; the link's accessible name is "Motio home". */
export function Logo({ to = '/' }: LogoProps) {
  return (
    <Link to={to} className={classes.logo} aria-label="Motio home">
      <LogoMark size={30} />
      <span className={classes.wordmark} aria-hidden>
        Motio
      </span>
    </Link>
  );
}

export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M7.5 21.5 12 11l4 7.5 4-7.5 4.5 10.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

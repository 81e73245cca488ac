import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './LinkButton.module.css';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** 'white' and 'outline-white' are for panels in the brand colour. */
  variant?: 'filled' | 'default' | 'white' | 'outline-white';
  size?: 'md' | 'lg';
}

/**
 * A navigation link that looks like a button, for calls to action on public pages. It is plain
 * CSS on a router link, so the landing page does not load Mantine's Button.
 */
export function LinkButton({ to, children, variant = 'filled', size = 'md' }: LinkButtonProps) {
  return (
    <Link to={to} className={classes.linkButton} data-variant={variant} data-size={size}>
      {children}
    </Link>
  );
}

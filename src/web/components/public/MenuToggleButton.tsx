import classes from './MenuToggleButton.module.css';

interface MenuToggleButtonProps {
  opened: boolean;
  controls: string;
  onClick: () => void;
  className?: string;
}

/** The small-screen menu button: three bars that turn into a cross while the menu is open. */
export function MenuToggleButton({ opened, controls, onClick, className }: MenuToggleButtonProps) {
  return (
    <button
      type="button"
      className={[classes.button, className].filter(Boolean).join(' ')}
      aria-label={opened ? 'Close navigation' : 'Open navigation'}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className={classes.bars} aria-hidden />
    </button>
  );
}

import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './StarRating.module.css';

interface StarRatingProps {
  value: number | null;
  onChange: (value: number) => void;
  /** The id of the element that names the group. */
  labelledBy: string;
}

const STARS = [1, 2, 3, 4, 5];

/**
 * One to five stars as native radios: arrow keys choose, as in any radio group, and a screen
 * reader hears "3 stars of 5". (Mantine's Rating only previews on arrow keys and forgets the
 * choice on blur unless Enter or Space follows.)
 */
export function StarRating({ value, onChange, labelledBy }: StarRatingProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.stars}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((stars) => {
        const Icon = stars <= shown ? IconStarFilled : IconStar;
        return (
          <label
            key={stars}
            className={classes.star}
            data-filled={stars <= shown || undefined}
            onMouseEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'} of 5`}
            />
            <Icon size={26} aria-hidden />
          </label>
        );
      })}
    </div>
  );
}

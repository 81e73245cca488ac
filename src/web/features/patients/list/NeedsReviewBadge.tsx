import { Badge } from '@mantine/core';

/** A patient booked online who may be a duplicate, not yet checked by staff. */
export function NeedsReviewBadge() {
  return (
    <Badge color="orange" variant="light">
      Needs review
    </Badge>
  );
}

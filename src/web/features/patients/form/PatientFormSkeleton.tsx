import { Skeleton, Stack } from '@mantine/core';

/** The form's shape while what it needs loads. */
export function PatientFormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-label={label} aria-busy>
      {[0, 1, 2].map((section) => (
        <Skeleton key={section} height={160} radius="md" />
      ))}
    </Stack>
  );
}

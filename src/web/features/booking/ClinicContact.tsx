import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ClinicContactProps {
  phone?: string;
  email?: string;
  /** The sentence's start, e.g. "To cancel or change your visit,". */
  lead: ReactNode;
}

/** "…, call 01 234 5678 or email desk@clinic.example." with the ways the clinic gave; null without. */
export function ClinicContact({ phone, email, lead }: ClinicContactProps) {
  if (!phone && !email) return null;
  const phoneLink = phone && <Anchor href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</Anchor>;
  const emailLink = email && <Anchor href={`mailto:${email}`}>{email}</Anchor>;
  return (
    <Text>
      {lead} {phoneLink && <>call {phoneLink}</>}
      {phoneLink && emailLink && ' or '}
      {emailLink && <>email {emailLink}</>}.
    </Text>
  );
}

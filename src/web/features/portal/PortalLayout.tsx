import type { ReactNode } from 'react';
import type { Portal } from '../../../domain/portal.js';
import { ClinicPageFrame } from '../../components/public/ClinicPageFrame';

interface PortalLayoutProps {
  /** Known once the patient is signed in, or from the clinic's booking page. */
  clinic?: Pick<Portal['clinic'], 'name' | 'logoUrl'>;
  children: ReactNode;
}

/** The portal's pages in the clinic's frame (its message to patients is for booking). */
export function PortalLayout({ clinic, children }: PortalLayoutProps) {
  const framed = clinic && { name: clinic.name, logoUrl: clinic.logoUrl };
  return (
    <ClinicPageFrame pageName="Your visits" subtitle="Your visits" clinic={framed}>
      {children}
    </ClinicPageFrame>
  );
}

import type { ReactNode } from 'react';
import type { Portal } from '../../../domain/portal.js';
import { ClinicPageFrame } from '../../components/public/ClinicPageFrame';

interface PortalLayoutProps {
  /** Known once the patient is signed in, or from the clinic's booking page. */
  clinic?: Pick<Portal['clinic'], 'name' | 'logoUrl'>;
  /** What this page of the portal shows, named in the browser tab; the portal's own page by default. */
  pageName?: string;
  children: ReactNode;
}

/** The portal's pages in the clinic's frame (its message to patients is for booking). */
export function PortalLayout({ clinic, pageName = 'Your visits', children }: PortalLayoutProps) {
  const framed = clinic && { name: clinic.name, logoUrl: clinic.logoUrl };
  return (
    <ClinicPageFrame pageName={pageName} subtitle="Your visits" clinic={framed}>
      {children}
    </ClinicPageFrame>
  );
}

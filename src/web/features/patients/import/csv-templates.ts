import type { ImportKind } from '../../../../domain/imports.js';

/** Example files people can fill in: English headers the mapping step recognises. */
const templates: Record<ImportKind, { fileName: string; csv: string }> = {
  patients: {
    fileName: 'motio-patients-template.csv',
    csv: [
      'First name,Last name,Date of birth,Sex,Email,Phone,Address,Insurer,Policy number,Consent to contact,Status,Notes',
      'Ana,Petrović,1990-04-12,female,ana.petrovic@example.com,+381 64 111 2222,"Bulevar oslobođenja 12, Novi Sad",Generali,GEN-48213,yes,active,Prefers morning visits',
      'Ivan,Horvat,31.01.1985,male,,+385 91 555 0101,,,,no,active,',
    ].join('\r\n'),
  },
  appointments: {
    fileName: 'motio-appointments-template.csv',
    csv: [
      'Patient email,Patient first name,Patient last name,Patient date of birth,Therapist,Service,Date,Start time,End time,Duration,Status,Notes',
      'ana.petrovic@example.com,,,,therapist@yourclinic.example,Initial assessment,2026-03-02,09:00,10:00,,completed,',
      ',Ivan,Horvat,31.01.1985,Jelena Marić,,02.03.2026,10:30,,45,scheduled,Bring MRI report',
    ].join('\r\n'),
  },
};

export const templateOf = (kind: ImportKind) => templates[kind];

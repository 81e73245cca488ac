import type { PatientSex } from '../../domain/clinical.js';
import type { patients } from './schema.js';

type RecordFields = Pick<
  typeof patients.$inferInsert,
  | 'sex'
  | 'address'
  | 'occupation'
  | 'emergencyContactName'
  | 'emergencyContactPhone'
  | 'insurer'
  | 'policyNumber'
  | 'referralSource'
  | 'referringDoctor'
  | 'medicalHistory'
  | 'allergies'
  | 'medications'
  | 'redFlags'
  | 'notes'
>;

/** [sex, street, occupation, referral source, medical history, allergies, medications]. */
const details: Array<[PatientSex, string, string, string, string, string, string]> = [
  [
    'female',
    'Bulevar oslobođenja 45',
    'Accountant',
    'General practitioner',
    'Chronic low back pain since 2019; desk work.',
    '',
    '',
  ],
  [
    'male',
    'Cara Dušana 12',
    'Electrician',
    'Orthopaedic surgeon',
    'ACL reconstruction, right knee, March 2026.',
    '',
    'Paracetamol 500 mg as needed',
  ],
  [
    'female',
    'Njegoševa 8',
    'Dancer',
    'Self-referred',
    'Recurrent left ankle sprains.',
    'Latex',
    '',
  ],
  [
    'male',
    'Vojvode Stepe 201',
    'Retired teacher',
    'General practitioner',
    'Total hip replacement, left, 2025. Type 2 diabetes.',
    '',
    'Metformin 1000 mg twice daily',
  ],
  [
    'female',
    'Kralja Petra 30',
    'Student',
    'Sports club',
    'Patellofemoral pain, both knees; plays volleyball.',
    '',
    '',
  ],
  [
    'male',
    'Gundulićev venac 17',
    'Software developer',
    'Self-referred',
    'Neck pain with headaches; long hours at a screen.',
    '',
    '',
  ],
  [
    'female',
    'Takovska 4',
    'Nurse',
    'Occupational health',
    'Right shoulder impingement; lifts patients at work.',
    'Penicillin',
    'Ibuprofen 400 mg as needed',
  ],
  [
    'male',
    'Bulevar kralja Aleksandra 88',
    'Bus driver',
    'General practitioner',
    'Lumbar disc herniation L5-S1, conservative treatment.',
    '',
    '',
  ],
  [
    'female',
    'Svetogorska 22',
    'Graphic designer',
    'Friend or family',
    'Wrist pain, suspected De Quervain tenosynovitis.',
    '',
    '',
  ],
  [
    'male',
    'Zmaj Jovina 5',
    'Amateur runner, architect',
    'Sports medicine clinic',
    'Achilles tendinopathy, left.',
    '',
    '',
  ],
  [
    'female',
    'Makedonska 19',
    'Pharmacist',
    'Self-referred',
    'Postural thoracic pain.',
    'Pollen',
    'Cetirizine in spring',
  ],
  [
    'male',
    'Ustanička 140',
    'Construction site manager',
    'Orthopaedic surgeon',
    'Rotator cuff repair, right, September 2026. Hypertension.',
    '',
    'Amlodipine 5 mg daily',
  ],
  [
    'female',
    'Jurija Gagarina 33',
    'Primary school teacher',
    'General practitioner',
    'Pregnancy-related pelvic girdle pain (postpartum).',
    '',
    '',
  ],
  [
    'male',
    'Dositejeva 9',
    'Chef',
    'Self-referred',
    'Plantar fasciitis, right foot; long shifts standing.',
    '',
    '',
  ],
  [
    'female',
    'Resavska 61',
    'University student',
    'Sports club',
    'Hamstring strain, left; sprinter.',
    '',
    '',
  ],
];

const referringDoctors = ['Dr. Ivana Kostić', 'Dr. Miloš Perić', 'Dr. Jelena Antić'];

/** Invented record details of demo patient `i` (any likeness to real persons is coincidence). */
export function demoRecordOf(i: number, contactName: string): RecordFields {
  const [sex, street, occupation, referralSource, medicalHistory, allergies, medications] =
    details[i % details.length]!;
  const referredByDoctor = /practitioner|surgeon|clinic|health/i.test(referralSource);
  return {
    sex,
    address: `${street}, Beograd`,
    occupation,
    emergencyContactName: contactName,
    emergencyContactPhone: `+381 65 ${String(300 + i * 11)} ${String(4000 + i * 97).slice(0, 4)}`,
    insurer:
      i % 3 === 0
        ? 'Republički fond za zdravstveno osiguranje'
        : i % 3 === 1
          ? 'Dunav osiguranje'
          : '',
    policyNumber: i % 3 === 2 ? '' : `PN-${String(480_000 + i * 1_237)}`,
    referralSource,
    referringDoctor: referredByDoctor ? referringDoctors[i % referringDoctors.length]! : '',
    medicalHistory,
    allergies,
    medications,
    redFlags: i === 3 ? 'Check blood glucose before exercise sessions.' : '',
    notes: i % 5 === 0 ? 'Prefers morning appointments.' : '',
  };
}

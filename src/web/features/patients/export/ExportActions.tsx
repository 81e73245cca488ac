/** Placeholder until printing and the FHIR export land (issue "Clinical record"). */
export function ExportActions({ patientId }: { patientId: string }) {
  return <span hidden data-patient-id={patientId} />;
}

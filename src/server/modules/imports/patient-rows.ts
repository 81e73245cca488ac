import {
  importBoolean,
  importDate,
  importPatientStatus,
  importSex,
  type ImportRowError,
} from '../../../domain/imports.js';
import { createPatientSchema, type CreatePatientInput } from '../../../domain/patients.js';
import { cellsOf, type ParsedCsv } from './csv.js';
import { letOthersRun } from '../../yielding.js';

/** Rows checked between two chances for other requests to run. */
const ROWS_PER_TURN = 250;

export interface PatientCandidate {
  line: number;
  input: CreatePatientInput;
}

const DATE_FORMATS = 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.';

/** Cells as the create schema takes them; words and date formats a spreadsheet uses mapped. */
function rawPatient(cells: Record<string, string>, fail: (field: string, message: string) => void) {
  const raw: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(cells)) {
    // Empty: left out, so the schema's own "is required" speaks for the names.
    if (value === '' && field !== 'firstName' && field !== 'lastName') continue;
    switch (field) {
      case 'dateOfBirth': {
        const date = importDate(value);
        if (date) raw[field] = date;
        else fail(field, DATE_FORMATS);
        break;
      }
      case 'sex': {
        const sex = importSex(value);
        if (sex) raw[field] = sex;
        else fail(field, 'Use female, male, other or undisclosed.');
        break;
      }
      case 'status': {
        const status = importPatientStatus(value);
        if (status) raw[field] = status;
        else fail(field, 'Use active, discharged or archived.');
        break;
      }
      case 'consentToContact': {
        const consent = importBoolean(value);
        if (consent === undefined) fail(field, 'Use yes or no.');
        else raw[field] = consent;
        break;
      }
      default:
        raw[field] = value;
    }
  }
  return raw;
}

/**
 * Every data row checked with the rules of "add patient" (`createPatientSchema`): the rows that
 * pass, and one error per failing field of the others.
 */
export async function patientRowsOf(parsed: ParsedCsv, mapping: Record<string, string>) {
  const cells = cellsOf(parsed.headers, mapping);
  const candidates: PatientCandidate[] = [];
  const errors: ImportRowError[] = [];
  for (const [index, row] of parsed.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await letOthersRun();
    const rowErrors: ImportRowError[] = [];
    const fail = (field: string, message: string) =>
      rowErrors.push({ row: row.line, field, message });
    const raw = rawPatient(cells(row), fail);
    const checked = createPatientSchema.safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if (!rowErrors.some((e) => e.field === field)) fail(field, issue.message);
      }
    }
    errors.push(...rowErrors);
    if (checked.success && rowErrors.length === 0)
      candidates.push({ line: row.line, input: checked.data });
  }
  return { candidates, errors };
}

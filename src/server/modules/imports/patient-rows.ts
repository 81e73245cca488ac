import { dateFormatsMessage, type DateOrder } from '../../../domain/import-dates.js';
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

const addressParts = ['address2', 'address3', 'city', 'state', 'postcode', 'country'] as const;

/**
 * The record has one address: street lines, then "city state postcode", then the country, as
 * one line ("Zmaj Jovina 5, Novi Sad 21000, Serbia").
 */
function withJoinedAddress(cells: Record<string, string>): Record<string, string> {
  if (!addressParts.some((part) => part in cells)) return cells;
  const { address2, address3, city, state, postcode, country, ...rest } = cells;
  const place = [city, state, postcode].filter(Boolean).join(' ');
  const address = [rest.address, address2, address3, place, country].filter(Boolean).join(', ');
  return { ...rest, address };
}

/** Cells as the create schema takes them; words and date formats a spreadsheet uses mapped. */
function rawPatient(
  cells: Record<string, string>,
  dateOrders: Record<string, DateOrder>,
  fail: (field: string, message: string) => void,
) {
  const raw: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(cells)) {
    // Empty: left out, so the schema's own "is required" speaks for the names.
    if (value === '' && field !== 'firstName' && field !== 'lastName') continue;
    switch (field) {
      case 'dateOfBirth': {
        const date = importDate(value, dateOrders[field]);
        if (date) raw[field] = date;
        else fail(field, dateFormatsMessage(dateOrders[field]));
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
      case 'consentToContact':
      case 'consentToSms': {
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
export async function patientRowsOf(
  parsed: ParsedCsv,
  mapping: Record<string, string>,
  dateOrders: Record<string, DateOrder> = {},
) {
  const cells = cellsOf(parsed.headers, mapping);
  const candidates: PatientCandidate[] = [];
  const errors: ImportRowError[] = [];
  for (const [index, row] of parsed.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await letOthersRun();
    const rowErrors: ImportRowError[] = [];
    const fail = (field: string, message: string) =>
      rowErrors.push({ row: row.line, field, message });
    const raw = rawPatient(withJoinedAddress(cells(row)), dateOrders, fail);
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

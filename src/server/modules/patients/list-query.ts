import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  PATIENT_TOTAL_CAP,
  searchedDate,
  type PatientListQuery,
  type PatientSort,
} from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../db/pagination.js';
import { patients } from '../../db/schema.js';

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Each word narrows: a date of birth (YYYY-MM-DD or DD.MM.YYYY) by the birth-date index, any
 * other word as a part of the lower-cased name, phone and email in `search_text`, whose trigram
 * index serves LIKE '%word%'.
 */
function searchConditions(search: string | undefined): SQL[] {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return words.map((word) => {
    const date = searchedDate(word);
    if (date) return eq(patients.dateOfBirth, date);
    return like(patients.searchText, likePattern(word.toLowerCase()));
  });
}

/** Plain columns (no lower()), so name order walks the (clinic, last name, first name) index. */
const orders: Record<PatientSort, SQL[]> = {
  name: [asc(patients.lastName), asc(patients.firstName), asc(patients.id)],
  '-name': [desc(patients.lastName), desc(patients.firstName), desc(patients.id)],
  createdAt: [asc(patients.createdAt), asc(patients.id)],
  '-createdAt': [desc(patients.createdAt), desc(patients.id)],
  dateOfBirth: [sql`${patients.dateOfBirth} asc nulls last`, asc(patients.id)],
  '-dateOfBirth': [sql`${patients.dateOfBirth} desc nulls last`, desc(patients.id)],
};

/** The two queries of a list page (exported for the benchmark's query plans). */
export function patientListQueries(db: Db, clinicId: string, query: PatientListQuery) {
  const where = and(
    eq(patients.clinicId, clinicId),
    query.status ? eq(patients.status, query.status) : undefined,
    query.therapistId ? eq(patients.primaryTherapistId, query.therapistId) : undefined,
    query.needsReview ? eq(patients.needsReview, true) : undefined,
    ...searchConditions(query.search),
  );
  return {
    rows: db
      .select()
      .from(patients)
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    // Counted up to one more than the cap: an exact count of 100,000 rows would make the first
    // page of a large clinic as slow as reading them all.
    total: db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(patients)
        .where(where)
        .limit(PATIENT_TOTAL_CAP + 1)
        .as('matching'),
    ),
  };
}

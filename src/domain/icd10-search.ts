import { matchSorter, matchSorterWithRankInfo, rankings } from 'match-sorter';
import { z } from 'zod';
import { icd10Codes, type Icd10Code } from './icd10.js';
import { icd10EverydayNames } from './icd10-synonyms.js';

export const ICD10_SEARCH_MAX = 20;

/** A search result: the code, and the everyday name it was found by when not by its title. */
export interface Icd10Match extends Icd10Code {
  matchedName?: string;
}

/**
 * Text as the search compares it: apostrophes dropped ("golfer's" reads "golfers"), any other
 * punctuation a space, so '(anterior)(posterior)' and '[de Quervain]' are words like any other.
 */
const searchable = (text: string) =>
  text
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

/** Codes compared without their dot, so 'm545' and 'M54.5' both find Low back pain. */
const bareCode = (text: string) => text.toUpperCase().replace('.', '');

interface SearchEntry {
  code: Icd10Code;
  bareCode: string;
  title: string;
  names: string[];
  /** The everyday name as written, by its searchable form. */
  nameOf: Map<string, string>;
}

const entries: SearchEntry[] = icd10Codes.map((code) => {
  const everyday = icd10EverydayNames[code.code] ?? [];
  const nameOf = new Map(everyday.map((name) => [searchable(name), name]));
  return {
    code,
    bareCode: bareCode(code.code),
    title: searchable(code.title),
    names: [...nameOf.keys()],
    nameOf,
  };
});

/**
 * match-sorter orders by rank, then by key (everyday names before the title), then by the
 * name's place in its list (the usual name before its variants); remaining ties keep the codes'
 * order.
 */
const inListOrder = (a: { index: number }, b: { index: number }) => a.index - b.index;

const byCodeStart = (query: string) =>
  /^[A-Z]\d/.test(bareCode(query))
    ? matchSorter(entries, bareCode(query), {
        keys: [(entry) => entry.bareCode],
        threshold: rankings.STARTS_WITH,
        baseSort: inListOrder,
      })
    : [];

const NAMES_KEY = 0;
const nameAndTitleKeys = [(entry: SearchEntry) => entry.names, (entry: SearchEntry) => entry.title];

const titleRank = (entry: SearchEntry, text: string) =>
  matchSorterWithRankInfo([entry.title], text)[0]?.rank ?? rankings.NO_MATCH;

/**
 * The whole query against each everyday name and the title: equal before starting with before a
 * word inside; at the same rank an everyday name before a title. The name is reported only when
 * it matched better than the title did.
 */
function byPhrase(text: string): Icd10Match[] {
  return matchSorterWithRankInfo(entries, text, {
    keys: nameAndTitleKeys,
    threshold: rankings.WORD_STARTS_WITH,
    baseSort: inListOrder,
  }).map(({ item, keyIndex, rank, rankedValue }) => {
    const byName = keyIndex === NAMES_KEY && rank > titleRank(item, text);
    return byName ? { ...item.code, matchedName: item.nameOf.get(rankedValue) } : item.code;
  });
}

/** Entries (or names) in which every word of the query starts a word, ranked by the first word. */
function everyWord<T>(
  items: readonly T[],
  words: string[],
  keys: ((item: T) => string | string[])[],
) {
  return words.reduceRight<T[]>(
    (found, word) =>
      matchSorter(found, word, {
        keys,
        threshold: rankings.WORD_STARTS_WITH,
        baseSort: inListOrder,
      }),
    [...items],
  );
}

/** The words in any order: 'sprain ankle', 'osteoarthritis knee'. */
function byEveryWord(text: string): Icd10Match[] {
  const words = text.split(' ').filter(Boolean);
  if (words.length < 2) return [];
  return everyWord(entries, words, nameAndTitleKeys).map((entry) => {
    const [name] = everyWord(entry.names, words, [(name) => name]);
    const byName = name !== undefined && everyWord([entry.title], words, [(t) => t]).length === 0;
    return byName ? { ...entry.code, matchedName: entry.nameOf.get(name) } : entry.code;
  });
}

/**
 * A name the query's words each match loosely: letters in order with some missing ('tenis',
 * 'achiles'), within one word of the name that starts with the same letter, since a slip of
 * the finger rarely changes the first. Words under three letters say too little to count.
 */
function matchesLoosely(name: string, words: string[]) {
  const nameWords = name.split(' ');
  return words.every(
    (word) =>
      matchSorter(
        nameWords.filter((nameWord) => nameWord[0] === word[0]),
        word,
      ).length > 0,
  );
}

/** Everyday names typed with a letter missing: only when nothing else matched. */
function byLooseName(text: string): Icd10Match[] {
  const words = text.split(' ').filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  return entries.flatMap((entry) => {
    const name = entry.names.find((candidate) => matchesLoosely(candidate, words));
    return name ? [{ ...entry.code, matchedName: entry.nameOf.get(name) }] : [];
  });
}

/** A code found by several passes keeps its best (first) place. */
function firstOfEachCode(matches: Icd10Match[]): Icd10Match[] {
  const byCode = new Map<string, Icd10Match>();
  for (const match of matches) if (!byCode.has(match.code)) byCode.set(match.code, match);
  return [...byCode.values()];
}

/**
 * The shipped codes for what a clinician types: a code or its start ('M17', 'm545'), the words
 * of the official title, or an everyday name ('tennis elbow', 'ACL tear', 'LBP'). Best first,
 * at most ICD10_SEARCH_MAX; an empty search answers the start of the list.
 */
export function searchIcd10(query: string | undefined): Icd10Match[] {
  const raw = (query ?? '').trim();
  if (!raw) return icd10Codes.slice(0, ICD10_SEARCH_MAX);
  const text = searchable(raw);
  // Punctuation alone ('%', '--') names nothing.
  if (!text) return [];
  const strict = [
    ...byCodeStart(raw).map((entry) => entry.code),
    ...byPhrase(text),
    ...byEveryWord(text),
  ];
  const found = strict.length > 0 ? strict : byLooseName(text);
  return firstOfEachCode(found).slice(0, ICD10_SEARCH_MAX);
}

export const icd10SearchSchema = z.object({
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
});

export const icd10MatchSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The everyday name the code was found by, e.g. 'tennis elbow' for M77.1. */
  matchedName: z.string().optional(),
});

export const icd10SearchResponseSchema = z.object({ codes: z.array(icd10MatchSchema) });
export type Icd10SearchResponse = z.infer<typeof icd10SearchResponseSchema>;

import { describe, expect, it } from 'vitest';
import { ICD10_SEARCH_MAX, icd10Codes, icd10Of, searchIcd10 } from './icd10.js';

const codesOf = (query: string) => searchIcd10(query).map((entry) => entry.code);

describe('the shipped ICD-10 list', () => {
  it('holds well-formed, unique codes with titles', () => {
    const codes = icd10Codes.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    for (const entry of icd10Codes) {
      expect(entry.code).toMatch(/^[A-Z]\d\d(\.\d)?$/);
      expect(entry.title.trim()).not.toBe('');
    }
  });

  it('knows the codes physiotherapists use most, with their WHO titles', () => {
    expect(icd10Of('M54.5')?.title).toBe('Low back pain');
    expect(icd10Of('m17.1')?.title).toBe('Other primary gonarthrosis');
    expect(icd10Of('S83.5')?.title).toBe(
      'Sprain and strain involving (anterior)(posterior) cruciate ligament of knee',
    );
    expect(icd10Of('G56.0')?.title).toBe('Carpal tunnel syndrome');
    expect(icd10Of('X99.9')).toBeUndefined();
  });
});

describe('searchIcd10', () => {
  it('finds codes by prefix, with or without the dot and in any case', () => {
    expect(codesOf('M75')).toEqual(expect.arrayContaining(['M75.0', 'M75.1', 'M75.4']));
    expect(codesOf('M75').every((code) => code.startsWith('M75'))).toBe(true);
    expect(codesOf('m545')[0]).toBe('M54.5');
    expect(codesOf('S93.4')).toEqual(['S93.4']);
  });

  it('finds titles in which every word starts a word of the title', () => {
    expect(codesOf('sprain ankle')).toEqual(['S93.4']);
    expect(codesOf('EPICOND')).toEqual(['M77.0', 'M77.1']);
    expect(codesOf('carpal tunnel')).toEqual(['G56.0']);
    expect(codesOf('quervain')).toEqual(['M65.4']);
    expect(codesOf('knee banana')).toEqual([]);
  });

  it('answers at most 20, and the start of the list for an empty search', () => {
    expect(searchIcd10('fracture')).toHaveLength(ICD10_SEARCH_MAX);
    expect(searchIcd10(undefined)).toEqual(icd10Codes.slice(0, ICD10_SEARCH_MAX));
  });
});

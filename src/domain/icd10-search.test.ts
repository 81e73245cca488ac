import { describe, expect, it } from 'vitest';
import { icd10Codes, icd10Of } from './icd10.js';
import { ICD10_SEARCH_MAX, searchIcd10 } from './icd10-search.js';
import { icd10EverydayNames } from './icd10-synonyms.js';

const codesOf = (query: string) => searchIcd10(query).map((entry) => entry.code);

describe('ICD-10 search by the words clinicians use', () => {
  it.each([
    ['tennis elbow', 'M77.1'],
    ["golfer's elbow", 'M77.0'],
    ['golfers elbow', 'M77.0'],
    ['frozen shoulder', 'M75.0'],
    ['rotator cuff tear', 'M75.1'],
    ['knee osteoarthritis', 'M17'],
    ['hip osteoarthritis', 'M16'],
    ['ACL tear', 'S83.5'],
    ['low back pain', 'M54.5'],
    ['whiplash', 'S13.4'],
    ['ankle sprain', 'S93.4'],
    ['plantar fasciitis', 'M72.2'],
  ])('"%s" answers %s first', (query, code) => {
    expect(codesOf(query)[0]).toBe(code);
  });

  it('answers sciatica with M54.3 and M54.4 as the first two', () => {
    expect(codesOf('sciatica').slice(0, 2).sort()).toEqual(['M54.3', 'M54.4']);
  });

  it.each([
    ['LBP', 'M54.5'],
    ['knee OA', 'M17'],
    ['OA knee', 'M17'],
    ['osteoarthritis of the hip', 'M16'],
    ["runner's knee", 'M22.2'],
    ["jumper's knee", 'M76.5'],
    ['shin splints', 'M76.8'],
    ['de Quervain', 'M65.4'],
    ['carpal tunnel', 'G56.0'],
    ['herniated disc', 'M51.2'],
    ['slipped disc', 'M51.2'],
    ['trigger finger', 'M65.3'],
    ['Achilles tendinopathy', 'M76.6'],
    ['Achilles rupture', 'S86.0'],
    ['meniscus tear', 'S83.2'],
    ['frozen', 'M75.0'],
    ['tenis elbow', 'M77.1'],
  ])('"%s" answers %s first', (query, code) => {
    expect(codesOf(query)[0]).toBe(code);
  });

  it('says which everyday name matched, and nothing when the title did', () => {
    expect(searchIcd10('tennis elbow')[0]).toEqual({
      code: 'M77.1',
      title: 'Lateral epicondylitis',
      matchedName: 'tennis elbow',
    });
    expect(searchIcd10('acl')[0]).toMatchObject({ code: 'S83.5', matchedName: 'ACL tear' });
    expect(searchIcd10('low back pain')[0]).toEqual({ code: 'M54.5', title: 'Low back pain' });
    expect(searchIcd10('epicondylitis')[0]).not.toHaveProperty('matchedName');
  });

  it('ranks an everyday name above the same word buried in a title', () => {
    // 'knee' starts "knee OA" but is the last word of "Chronic instability of knee".
    const knee = codesOf('knee');
    expect(knee[0]).toBe('M17');
    expect(knee).toContain('M23.5');
    const shoulder = codesOf('shoulder');
    expect(shoulder.indexOf('S43.0')).toBeLessThan(shoulder.indexOf('M75.9'));
  });
});

describe('ICD-10 search by code and by title', () => {
  it('finds codes by prefix, with or without the dot and in any case, the exact code first', () => {
    expect(codesOf('M75')).toEqual(expect.arrayContaining(['M75.0', 'M75.1', 'M75.4']));
    expect(codesOf('M75').every((code) => code.startsWith('M75'))).toBe(true);
    expect(codesOf('m545')[0]).toBe('M54.5');
    expect(codesOf('S93.4')).toEqual(['S93.4']);
    expect(codesOf('m17')[0]).toBe('M17');
    expect(codesOf('m17').slice(1)).toEqual(expect.arrayContaining(['M17.0', 'M17.9']));
  });

  it('finds titles by their words in any order', () => {
    expect(codesOf('sprain ankle')[0]).toBe('S93.4');
    expect(codesOf('EPICOND')).toEqual(['M77.0', 'M77.1']);
    expect(codesOf('quervain')).toEqual(['M65.4']);
    expect(codesOf('cruciate ligament')[0]).toBe('S83.5');
    expect(codesOf('knee banana')).toEqual([]);
  });

  it('answers at most 20, and the start of the list for an empty search', () => {
    expect(searchIcd10('fracture')).toHaveLength(ICD10_SEARCH_MAX);
    expect(searchIcd10(undefined)).toEqual(icd10Codes.slice(0, ICD10_SEARCH_MAX));
    expect(searchIcd10('  ')).toEqual(icd10Codes.slice(0, ICD10_SEARCH_MAX));
  });

  it('forgives a missing letter, but not words that only share scattered letters', () => {
    expect(codesOf('achiles')[0]).toMatch(/^S86\.0|^M76\.6/);
    expect(codesOf('frozn shoulder')[0]).toBe('M75.0');
    expect(codesOf('or true')).toEqual([]);
  });

  it('finds nothing for punctuation alone', () => {
    for (const query of ['%', "'", '--', '"; --']) expect(searchIcd10(query)).toEqual([]);
  });
});

describe('the everyday names table', () => {
  it('names only codes of the shipped list, each name once', () => {
    for (const [code, names] of Object.entries(icd10EverydayNames)) {
      expect(icd10Of(code)?.code, code).toBe(code);
      expect(new Set(names.map((name) => name.toLowerCase())).size, code).toBe(names.length);
    }
  });
});

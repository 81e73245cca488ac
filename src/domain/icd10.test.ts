import { describe, expect, it } from 'vitest';
import { icd10Codes, icd10Of } from './icd10.js';

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

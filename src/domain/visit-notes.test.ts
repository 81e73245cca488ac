import { describe, expect, it } from 'vitest';
import { noteTemplates } from './clinical.js';
import { clinicRoles } from './roles.js';
import {
  mayAddAddendum,
  mayEditNote,
  maySignNote,
  noteTemplateText,
  soapSections,
  templateForNote,
} from './visit-notes.js';

describe('visit-note templates (templates per service)', () => {
  it("uses the chosen template, else the service's, else follow-up", () => {
    expect(templateForNote('discharge', 'initial_assessment')).toBe('discharge');
    expect(templateForNote(undefined, 'initial_assessment')).toBe('initial_assessment');
    expect(templateForNote(undefined, null)).toBe('follow_up');
  });

  it.each(noteTemplates)('%s pre-fills every SOAP section with prompts', (template) => {
    for (const section of soapSections) {
      expect(noteTemplateText[template][section]).toMatch(/^\S.*:\n/);
    }
  });
});

describe('who may change a visit note (permissions)', () => {
  const note = { authorId: 'author' };
  const as = (role: (typeof clinicRoles)[number], userId = 'someone') => ({ role, userId });

  it('only the author edits a draft, never an assistant', () => {
    expect(mayEditNote(note, as('therapist', 'author'))).toBe(true);
    expect(mayEditNote(note, as('owner'))).toBe(false);
    expect(mayEditNote(note, as('admin'))).toBe(false);
    expect(mayEditNote(note, as('assistant', 'author'))).toBe(false);
    expect(mayEditNote({ authorId: null }, as('owner'))).toBe(false);
  });

  it('the author, an owner or an admin signs and adds addenda; other therapists do not', () => {
    for (const may of [maySignNote, mayAddAddendum]) {
      expect(may(note, as('therapist', 'author'))).toBe(true);
      expect(may(note, as('owner'))).toBe(true);
      expect(may(note, as('admin'))).toBe(true);
      expect(may(note, as('therapist'))).toBe(false);
      expect(may(note, as('assistant'))).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { printable } from './pdf-writer.js';

describe('text for the built-in Helvetica (when DejaVu Sans is not installed)', () => {
  it('keeps what WinAnsi has and writes the rest as its nearest Latin letters', () => {
    expect(printable('Đorđe Šimić, Čačak', false)).toBe('Dorde Simic, Cacak');
    expect(printable('Straße 1 – € 65,00', false)).toBe('Straße 1 – € 65,00');
    expect(printable('−€\u202f5,00', false)).toBe('-€ 5,00');
    expect(printable('Пера', false)).toBe('????');
  });

  it('leaves text alone for a font that covers it', () => {
    expect(printable('Đorđe Šimić, Пера', true)).toBe('Đorđe Šimić, Пера');
  });
});

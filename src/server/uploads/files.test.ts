import { describe, expect, it } from 'vitest';
import { downloadDisposition } from './files.js';

describe('downloadDisposition (downloads as attachments)', () => {
  it('names the file in UTF-8 with a plain ASCII fallback that cannot break the header', () => {
    expect(downloadDisposition('Röntgen "knee"; \\ 100%.pdf')).toBe(
      'attachment; filename="R_ntgen _knee_; _ 100%.pdf"; filename*=UTF-8\'\'R%C3%B6ntgen%20%22knee%22%3B%20%5C%20100%25.pdf',
    );
    expect(downloadDisposition("it's (1).pdf")).toBe(
      "attachment; filename=\"it's (1).pdf\"; filename*=UTF-8''it%27s%20%281%29.pdf",
    );
  });
});

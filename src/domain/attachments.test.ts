import { describe, expect, it } from 'vitest';
import { displayFileName } from './attachments.js';

describe('displayFileName (a name with ../ cannot escape storage)', () => {
  it('keeps only the last part of a path, whichever slash it uses', () => {
    expect(displayFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(displayFileName('C:\\Users\\ana\\scan.jpg', 'image/jpeg')).toBe('scan.jpg');
    expect(displayFileName('..', 'application/pdf')).toBe('attachment.pdf');
  });

  it('drops control and invisible formatting characters and leading dots', () => {
    expect(displayFileName('re\u0000port\n.pdf', 'application/pdf')).toBe('report.pdf');
    // A right-to-left override would show "invoice‮fdp.exe" as "invoiceexe.pdf".
    expect(displayFileName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.exe.pdf');
    expect(displayFileName('.hidden.png', 'image/png')).toBe('hidden.png');
    expect(displayFileName('  knee   x-ray .png ', 'image/png')).toBe('knee x-ray .png');
  });

  it("gives the name the extension of what the content is, keeping the uploader's own", () => {
    expect(displayFileName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(displayFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpeg');
    expect(displayFileName('photo.png', 'image/webp')).toBe('photo.png.webp');
    expect(displayFileName('', 'image/png')).toBe('attachment.png');
  });

  it('shortens long names to 150 characters, keeping the extension and whole characters', () => {
    const name = displayFileName(`${'ž'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toBe(`${'ž'.repeat(146)}.pdf`);
  });
});

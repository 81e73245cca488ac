/** Small files for upload tests that check a file's type by its content (see images.ts). */

/** A minimal PDF: header, catalogue, trailer. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The start of a Linux executable (ELF magic, 64-bit, little-endian). */
export const elfExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120),
]);

/** The start of a Windows executable (the `MZ` DOS header). */
export const windowsExecutable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

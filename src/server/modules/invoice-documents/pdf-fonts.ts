import fs from 'node:fs';

/**
 * The fonts documents are set in. pdfkit's built-in Helvetica is encoded in WinAnsi, which has
 * no Đ, đ, ć or č: "Đorđe Šimić" would print wrongly. DejaVu Sans covers Latin, Cyrillic and
 * Greek and ships with Debian (`fonts-dejavu-core`); pdfkit embeds the glyphs used, with their
 * Unicode mapping, so the text can be searched and copied. Without it, Helvetica.
 */
const DEJAVU = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  italic: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
};

export interface DocumentFonts {
  regular: string;
  bold: string;
  /** A typed signature's hand. */
  italic: string;
  /** Whether the fonts cover more than Latin-1 (DejaVu rather than Helvetica). */
  unicode: boolean;
}

let fonts: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  fonts ??=
    fs.existsSync(DEJAVU.regular) && fs.existsSync(DEJAVU.bold) && fs.existsSync(DEJAVU.italic)
      ? { ...DEJAVU, unicode: true }
      : {
          regular: 'Helvetica',
          bold: 'Helvetica-Bold',
          italic: 'Helvetica-Oblique',
          unicode: false,
        };
  return fonts;
}

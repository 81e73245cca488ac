/** The parts of an email that every template fills in; the layout renders them. */
export interface Body {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Someone's own words, shown as written (line breaks kept). */
  quote?: string;
  action?: { label: string; link: string };
  /** A second, quieter button beside `action` (Cancel beside Confirm). */
  secondaryAction?: { label: string; link: string };
  footnote: string;
}

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages lint gives for `code` as a screen of the web app. */
async function problemsIn(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/web/features/patients/Probe.tsx' });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules that keep stored text from running as markup', () => {
  it('refuse dangerouslySetInnerHTML', async () => {
    const problems = await problemsIn(
      'export const Note = ({ text }: { text: string }) => <div dangerouslySetInnerHTML={{ __html: text }} />;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^react\/no-danger:/)]);
  });

  it('refuse innerHTML and insertAdjacentHTML', async () => {
    const problems = await problemsIn(
      [
        'export function show(element: HTMLElement, text: string) {',
        '  element.innerHTML = text;',
        "  element.insertAdjacentHTML('beforeend', text);",
        '}',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining('innerHTML runs stored markup'),
      expect.stringContaining('insertAdjacentHTML runs stored markup'),
    ]);
  });

  it('refuse a link taken straight from data', async () => {
    const problems = await problemsIn(
      [
        'export const Links = ({ site }: { site: string }) => (',
        '  <>',
        '    <a href={site}>Website</a>',
        '    <a href={`${site}/booking`}>Book</a>',
        '  </>',
        ');',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining('A link from data can carry a javascript: URL'),
      expect.stringContaining('A link from data can carry a javascript: URL'),
    ]);
  });

  it('accept links with a fixed prefix or from a …Href function', async () => {
    const problems = await problemsIn(
      [
        'const patientHref = (id: string) => `/dashboard/patients/${encodeURIComponent(id)}`;',
        'export const Links = ({ id, email }: { id: string; email: string }) => (',
        '  <>',
        '    <a href={patientHref(id)}>Record</a>',
        '    <a href={`mailto:${email}`}>Email</a>',
        '  </>',
        ');',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });
});

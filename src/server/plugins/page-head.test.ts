import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHeadTags, withPageHead } from './page-head.js';

const ORIGIN = 'https://motio.example';

describe('page head tags (SEO and link previews)', () => {
  it('escapes titles, descriptions and addresses so no value can break out of its tag', () => {
    const tags = pageHeadTags(
      {
        path: '/a"b',
        title: `Tom & Jerry's <b>"clinic"</b>`,
        description: '</title><script>alert(1)</script>',
        indexed: true,
      },
      ORIGIN,
    );
    expect(tags).toContain(
      '<title>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;clinic&quot;&lt;/b&gt; · Motio</title>',
    );
    expect(tags).toContain(
      '<meta name="description" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(tags).toContain(
      '<meta property="og:title" content="Tom &amp; Jerry&#39;s &lt;b&gt;&quot;clinic&quot;&lt;/b&gt; · Motio" />',
    );
    expect(tags).toContain('<meta property="og:url" content="https://motio.example/a&quot;b" />');
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('<b>');
  });

  it("replaces the tags of the repository's index.html exactly once each, where its title stood", () => {
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../index.html'),
      'utf8',
    );
    const html = withPageHead(
      source,
      pageHeadTags(
        { path: '/features', title: 'Features', description: 'D', indexed: true },
        ORIGIN,
      ),
    );
    for (const tag of [
      '<title>',
      'name="description"',
      'property="og:type"',
      'property="og:site_name"',
      'property="og:title"',
      'property="og:description"',
      'property="og:image"',
      'name="twitter:card"',
    ]) {
      expect(html.split(tag), tag).toHaveLength(2);
    }
    expect(html).toContain('<title>Features · Motio</title>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('theme-init.js'));
    // Everything else of the page is left alone.
    expect(html).toContain('<meta name="theme-color" content="#0c7a81" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('adds the tags at the end of the head when index.html carries none of them', () => {
    const html = withPageHead(
      '<html><head><meta charset="UTF-8" /></head><body></body></html>',
      pageHeadTags(undefined, ORIGIN),
    );
    expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<title>Motio<\/title>[\s\S]*<\/head><body>/);
    expect(html.split('<title>')).toHaveLength(2);
  });
});

import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** The rules `npm run lint` breaks on, applied to a small source tree under fixtures/. */
async function violationsIn(tree: string) {
  const { output } = await cruise(['src'], {
    baseDir: path.join(import.meta.dirname, 'fixtures', tree),
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({
    rule: rule.name,
    from,
    to,
  }));
}

describe('the import boundaries lint checks', () => {
  it('refuses a web feature importing another feature', async () => {
    expect(await violationsIn('cross-feature')).toEqual([
      {
        rule: 'feature-not-feature',
        from: 'src/web/features/calendar/title.ts',
        to: 'src/web/features/patients/patient-name.ts',
      },
    ]);
  });

  it('refuses an import cycle', async () => {
    expect(await violationsIn('cycle')).toEqual([
      { rule: 'no-cycle', from: 'src/server/modules/a.ts', to: 'src/server/modules/b.ts' },
    ]);
  });

  it('refuses the web app importing server code', async () => {
    expect(await violationsIn('web-imports-server')).toEqual([
      {
        rule: 'web-not-server',
        from: 'src/web/features/patients/label.ts',
        to: 'src/server/db/schema.ts',
      },
    ]);
  });

  it('accepts features that share code through src/web/lib and src/domain', async () => {
    expect(await violationsIn('clean')).toEqual([]);
  });
});

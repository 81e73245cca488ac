/**
 * The boundaries between Motio's parts, checked by `npm run lint`:
 * - the web app and the server share only src/domain;
 * - a web feature does not reach into another feature (shared pieces live in src/web/components
 *   and src/web/lib);
 * - no module imports itself back through others (a cycle).
 * Tested by src/boundaries.test.ts on small trees that break each rule.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module must not import itself back through other modules.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP; shared types live in src/domain.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server does not import the web app (the prerender script is a build step).',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'src/domain is shared by both sides, so it imports neither.',
      from: { path: '^src/domain/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'feature-not-feature',
      severity: 'error',
      comment:
        'A web feature does not import another feature; move what both need to src/web/components or src/web/lib.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../test/app.js';

/**
 * The OpenAPI document as an integrator's tools read it: valid for Redocly's linter, every
 * operation named and with its error answers, downloads and uploads with their real media types.
 */
let ctx: TestContext;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => ctx.close());

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = () =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method as OpenAPIV3.HttpMethods];
      return operation ? [{ key: `${method.toUpperCase()} ${route}`, operation }] : [];
    }),
  );
const operation = (method: (typeof methods)[number], route: string) =>
  document.paths[route]![method as OpenAPIV3.HttpMethods]!;
const successContent = (method: (typeof methods)[number], route: string) =>
  Object.keys((operation(method, route).responses['200'] as OpenAPIV3.ResponseObject).content!);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` on the document, with the rules integrators depend on raised to errors. */
async function lint(): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-openapi-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    fs.writeFileSync(
      path.join(dir, 'redocly.yaml'),
      [
        'extends: [recommended]',
        'rules:',
        '  operation-operationId: error',
        '  operation-operationId-unique: error',
        '  operation-4xx-response: error',
        '  no-empty-servers: error',
        '  no-enum-type-mismatch: error',
        '  info-license: off',
        '',
      ].join('\n'),
    );
    const cli = path.join(projectRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', 'openapi.json', '--format', 'json'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it('passes `redocly lint` without errors', { timeout: 120_000 }, async () => {
    const errors = (await lint())
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.location[0]?.pointer} ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('names the server the API answers at', () => {
    expect(document.servers).toEqual([{ url: TEST_ORIGIN, description: expect.any(String) }]);
  });

  it('gives every operation a unique operationId and at least one 4xx answer', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(all.filter(({ operation }) => !operation.operationId).map(({ key }) => key)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      all
        .filter(({ operation }) => !Object.keys(operation.responses).some((s) => s.startsWith('4')))
        .map(({ key }) => key),
    ).toEqual([]);
    expect(operation('get', '/api/v1/patients/{patientId}/attachments').operationId).toBe(
      'getPatientsByPatientIdAttachments',
    );
    expect(operation('get', '/api/v1/audit-events/export.csv').operationId).toBe(
      'getAuditEventsExportCsv',
    );
  });

  it('lists null among the values of a nullable enum', () => {
    const offending: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as OpenAPIV3.SchemaObject;
      if (node.nullable && node.enum && !node.enum.includes(null)) offending.push(where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(document.paths, '#/paths');
    expect(offending).toEqual([]);
  });

  it('declares the media types that downloads really have', () => {
    expect(successContent('get', '/api/v1/patients/{patientId}/fhir')).toEqual([
      'application/fhir+json',
    ]);
    expect(successContent('get', '/api/v1/audit-events/export.csv')).toEqual(['text/csv']);
    expect(successContent('get', '/api/v1/calendar-feeds/{file}')).toEqual(['text/calendar']);
    expect(successContent('get', '/api/v1/users/{id}/avatar')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(successContent('get', '/api/v1/attachments/{id}/download')).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });

  it.each([
    ['post', '/api/v1/patients/{patientId}/attachments'],
    ['post', '/api/v1/account/avatar'],
    ['put', '/api/v1/clinic/logo'],
  ] as const)('describes the upload at %s %s as a multipart file', (method, route) => {
    const body = operation(method, route).requestBody as OpenAPIV3.RequestBodyObject;
    expect(body.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
      },
    });
  });
});

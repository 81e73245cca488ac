import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.js';

/** The schema's exports whose rows belong to one clinic: a required `clinic_id`. */
const clinicTables = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable) && getTableColumns(value).clinicId?.notNull === true)
    .map(([name]) => name),
);

/** The schema module, as an import of a server file resolves it. */
const schemaModule = /^src\/server\/db\/schema(\/[\w-]+)?\.js$/;

/** The `const x = …` and `function x() {…}` of a file, by name. */
function localDeclarations(file: ts.SourceFile): Map<string, ts.Node> {
  const declarations = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.set(node.name.text, node.initializer);
    else if (ts.isFunctionDeclaration(node) && node.name) declarations.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return declarations;
}

/**
 * The text of a where condition, with the local constants and helper functions it is built of
 * written out (`.where(ours)`, `.where(and(liveFeedOf(actor), …))`). Values compared in it are not
 * followed: `eq(notes.id, note.id)` stays as it is, whatever query produced `note`.
 */
function conditionText(
  file: ts.SourceFile,
  node: ts.Node,
  declarations: Map<string, ts.Node>,
  seen = new Set<ts.Node>(),
): string {
  if (seen.has(node)) return '';
  seen.add(node);
  const follow = (next: ts.Node) => conditionText(file, next, declarations, seen);
  if (ts.isIdentifier(node)) {
    const declared = declarations.get(node.text);
    return declared ? follow(declared) : node.text;
  }
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node))
    return follow(node.expression);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
    const body = node.body;
    if (!body) return '';
    if (!ts.isBlock(body)) return follow(body);
    const returned: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isReturnStatement(child) && child.expression) returned.push(follow(child.expression));
      else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
    };
    ts.forEachChild(body, visit);
    return returned.join('\n');
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const name = node.expression.text;
    if (name === 'and' || name === 'or') return node.arguments.map(follow).join('\n');
    const declared = declarations.get(name);
    if (declared) return follow(declared);
  }
  return node.getText(file);
}

/**
 * Every `.update(table)` and `.delete(table)` of a clinic table in `source` whose `.where(…)` does
 * not test the table's `clinicId`, as `line: update(table)`. The predicate may sit in a local
 * constant or function the where names (`.where(ours)`, `.where(liveFeedOf(actor))`).
 */
function unscopedWrites(fileName: string, source: string, tables: ReadonlySet<string>): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const target = path.posix.join(path.posix.dirname(fileName), statement.moduleSpecifier.text);
    if (!schemaModule.test(target)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        imported.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const declarations = localDeclarations(file);
  const findings: string[] = [];
  const visit = (node: ts.Node) => {
    const write = writeOf(node);
    if (write && tables.has(imported.get(write.table) ?? '')) {
      const where = whereOf(node as ts.CallExpression);
      const condition = where?.arguments[0];
      const scoped =
        condition !== undefined &&
        new RegExp(`\\b${write.table}\\.clinicId\\b`).test(
          conditionText(file, condition, declarations),
        );
      if (!scoped) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        findings.push(`${line}: ${write.method}(${write.table})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** `x.update(table)` or `x.delete(table)`: the method and the table's local name. */
function writeOf(node: ts.Node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const method = node.expression.name.text;
  const [table] = node.arguments;
  if ((method !== 'update' && method !== 'delete') || node.arguments.length !== 1) return null;
  return table && ts.isIdentifier(table) ? { method, table: table.text } : null;
}

/** The `.where(…)` call of the query builder chain that starts at `call`, if any. */
function whereOf(call: ts.CallExpression): ts.CallExpression | undefined {
  let current: ts.Node = call;
  while (
    ts.isPropertyAccessExpression(current.parent) &&
    ts.isCallExpression(current.parent.parent) &&
    current.parent.parent.expression === current.parent
  ) {
    if (current.parent.name.text === 'where') return current.parent.parent;
    current = current.parent.parent;
  }
  return undefined;
}

const serverRoot = path.join(import.meta.dirname, '..', '..', 'src', 'server');

/** The server's own code: tests and their helpers write what they please. */
const serverSources = () =>
  fs
    .readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => !name.split(path.sep).includes('test'))
    .sort();

describe('writes to clinic rows', () => {
  it('knows the clinic tables from the schema', () => {
    expect([...clinicTables]).toEqual(
      expect.arrayContaining(['patients', 'appointments', 'visitNotes', 'memberships']),
    );
    expect(clinicTables.has('users')).toBe(false);
  });

  it('every UPDATE and DELETE of a clinic table in the server names the clinic in its where', () => {
    const findings = serverSources().flatMap((name) => {
      const fileName = `src/server/${name.split(path.sep).join('/')}`;
      const source = fs.readFileSync(path.join(serverRoot, name), 'utf8');
      return unscopedWrites(fileName, source, clinicTables).map(
        (finding) => `${fileName}:${finding}`,
      );
    });
    expect(findings).toEqual([]);
  });

  describe('the check', () => {
    const tables = new Set(['visitNotes', 'rooms']);
    const probe = (lines: string[]) =>
      unscopedWrites(
        'src/server/modules/probe/service.ts',
        [
          "import { and, eq } from 'drizzle-orm';",
          "import { rooms, users, visitNotes as notes } from '../../db/schema.js';",
          ...lines,
        ].join('\n'),
        tables,
      );

    it('finds a write that filters by id only, or not at all', () => {
      expect(
        probe([
          'await tx.update(notes).set({ plan: "" }).where(eq(notes.id, id));',
          'await tx.delete(rooms);',
          'await tx.update(users).set({ name: "" }).where(eq(users.id, id));',
        ]),
      ).toEqual(['3: update(notes)', '4: delete(rooms)']);
    });

    it('accepts the clinic in the where, directly or through a local helper', () => {
      expect(
        probe([
          'const ours = (id: string, clinicId: string) =>',
          '  and(eq(rooms.id, id), eq(rooms.clinicId, clinicId));',
          'await tx.delete(rooms).where(ours(id, actor.clinicId));',
          'await tx',
          '  .update(notes)',
          '  .set({ plan: "" })',
          '  .where(and(eq(notes.id, id), eq(notes.clinicId, actor.clinicId)))',
          '  .returning();',
        ]),
      ).toEqual([]);
    });

    it('does not count an earlier read of the row in the clinic', () => {
      expect(
        probe([
          'const noteOf = (id: string, clinicId: string) =>',
          '  tx.select().from(notes).where(and(eq(notes.id, id), eq(notes.clinicId, clinicId)));',
          'const [note] = await noteOf(id, actor.clinicId);',
          'await tx.update(notes).set({ plan: "" }).where(eq(notes.id, note.id));',
        ]),
      ).toEqual(['6: update(notes)']);
    });

    it('follows the schema imported from inside src/server/db too', () => {
      const source = "import { rooms } from './schema.js';\nawait db.delete(rooms);";
      expect(unscopedWrites('src/server/db/seed-rooms.ts', source, tables)).toEqual([
        '2: delete(rooms)',
      ]);
      expect(unscopedWrites('src/server/modules/x/y.ts', source, tables)).toEqual([]);
    });

    it('does not take the clinic of another table for the written one', () => {
      expect(
        probe(['await tx.update(notes).set({ plan: "" }).where(eq(rooms.clinicId, clinicId));']),
      ).toEqual(['3: update(notes)']);
    });
  });
});

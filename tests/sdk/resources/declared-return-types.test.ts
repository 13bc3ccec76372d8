import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every public SDK method declares its return type, so the API reads from its signatures (and a
// change to the generated types cannot silently change what a method promises its callers).

const RESOURCES_DIR = path.resolve(__dirname, '../../../src/sdk/resources');

/** A function-valued member of an object literal: `async list() {}`, `list: () => …`, `list: function () {}`. */
function functionOf(member: ts.ObjectLiteralElementLike): ts.SignatureDeclaration | undefined {
  if (ts.isMethodDeclaration(member)) return member;
  if (ts.isPropertyAssignment(member)) {
    const value = member.initializer;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/**
 * The methods of the objects a resource factory returns that have no return type annotation,
 * as `file:line name`. Only the returned objects are public; helpers inside the factory are not.
 */
function methodsWithoutReturnType(fileName: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  const visitReturned = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const member of node.properties) {
        const declaration = functionOf(member);
        if (declaration && !declaration.type) {
          const { line } = sourceFile.getLineAndCharacterOfPosition(member.getStart(sourceFile));
          missing.push(`${fileName}:${line + 1} ${member.name?.getText(sourceFile)}`);
        }
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name?.text.startsWith('create') && node.body) {
      for (const statement of node.body.statements) {
        if (ts.isReturnStatement(statement) && statement.expression) visitReturned(statement.expression);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return missing;
}

describe('public SDK methods declare their return types', () => {
  it('every method of every resource has a return type annotation', () => {
    const files = readdirSync(RESOURCES_DIR).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(30);
    const missing = files.flatMap((file) =>
      methodsWithoutReturnType(file, readFileSync(path.join(RESOURCES_DIR, file), 'utf8')),
    );
    expect(missing).toEqual([]);
  });

  it('the check finds methods, arrow functions and function expressions without one', () => {
    const source = `
      export function createThingsResource(core: unknown) {
        function helper() { return 1; }
        return {
          async list(): Promise<string[]> { return []; },
          async get(params: { id: string }) { return params.id; },
          remove: async () => undefined,
          update: function () { return 1; },
          typed: (): number => 1,
          LIMIT: 10,
        };
      }`;
    expect(methodsWithoutReturnType('things.ts', source)).toEqual([
      'things.ts:6 get',
      'things.ts:7 remove',
      'things.ts:8 update',
    ]);
  });
});

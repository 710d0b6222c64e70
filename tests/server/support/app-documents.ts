/**
 * Every GraphQL document the app sends, read from its source: each string or template literal in
 * `src/` that begins with `query`, `mutation` or `fragment`, with its `${NAME}` parts filled from
 * the same file's constants (string, template or number). A literal built from run-time values is
 * skipped here; its builder is called by the test that needs it (the weekly scores, for one).
 * A document typed by the code generator (a `graphql(...)` call) is read where it is sent whole:
 * in src/api/generated/graphql.ts, each operation with its fragments.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface AppDocument {
  /** The source file, relative to the repository, and the literal's line. */
  where: string;
  text: string;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCUMENT_START = /^\s*(query|mutation|subscription|fragment)\b/u;
const GENERATED = path.join('src', 'api', 'generated');

/** True for a literal that is not sent as it stands (see the header). */
function notSentAsIs(node: ts.Node, fileName: string, start: string): boolean {
  const relative = path.relative(ROOT, fileName);
  if (relative.startsWith(GENERATED)) {
    return !relative.endsWith('graphql.ts') || /^\s*fragment\b/u.test(start);
  }
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === 'graphql'
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file's top-level and nested `const NAME = <initializer>` declarations by name. */
function constants(file: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The literal's text with its parts filled, or undefined when a part is not a known constant. */
function evaluate(
  node: ts.Expression,
  names: Map<string, ts.Expression>,
  depth = 0,
): string | undefined {
  if (depth > 10) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) {
    return evaluate(node.expression, names, depth + 1);
  }
  if (ts.isIdentifier(node)) {
    const init = names.get(node.text);
    return init ? evaluate(init, names, depth + 1) : undefined;
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = evaluate(span.expression, names, depth + 1);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  return undefined;
}

function literalStart(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

/** The app's documents (see the header), and the literals that could not be filled. */
export function appDocuments(dirs: readonly string[] = ['src']): {
  documents: AppDocument[];
  skipped: string[];
} {
  const documents: AppDocument[] = [];
  const skipped: string[] = [];
  for (const fileName of dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const text = fs.readFileSync(fileName, 'utf8');
    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
    const names = constants(file);
    const visit = (node: ts.Node): void => {
      const start = literalStart(node);
      if (start !== undefined && DOCUMENT_START.test(start)) {
        if (notSentAsIs(node, fileName, start)) return;
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${path.relative(ROOT, fileName)}:${line}`;
        const filled = evaluate(node as ts.Expression, names);
        if (filled === undefined) skipped.push(where);
        else documents.push({ where, text: filled });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { documents, skipped };
}

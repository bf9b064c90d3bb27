#!/usr/bin/env node
/**
 * Fails when source files import each other in a circle, counting `import type` too: ESLint's
 * no-cycle rule skips type-only imports, and a circle of types is still two modules that cannot
 * be understood one without the other. Reads every .ts/.tsx file of apps/ and packages/, follows
 * relative imports and re-exports, and prints each circle it finds.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['apps', 'packages'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

function sourceFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files a file imports by a relative path, resolved as TypeScript would with explicit extensions. */
function relativeImportsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .map((target) => [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate)))
    .filter(Boolean);
}

const files = ROOTS.filter((root) => existsSync(root)).flatMap(sourceFilesUnder).map((file) => path.resolve(file));
const graph = new Map(files.map((file) => [file, relativeImportsOf(file)]));

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const indexOf = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const circles = [];

function visit(file) {
  indexOf.set(file, index);
  lowLink.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!indexOf.has(target)) {
      visit(target);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
    } else if (onStack.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), indexOf.get(target)));
    }
  }
  if (lowLink.get(file) === indexOf.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component);
  }
}

for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s), type-only imports included:`);
  for (const circle of circles) console.error(`  ${circle.map((file) => path.relative(process.cwd(), file)).sort().join('\n    ')}`);
  process.exit(1);
}
console.log(`No import circles among ${files.length} files.`);

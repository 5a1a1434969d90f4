/**
 * The house's import rules that Biome cannot say per folder (run by `npm run lint`, after Biome):
 *
 * - a feature (worker/features/<a>/, web/features/<a>/) uses another feature only through its public
 *   face, `#worker/features/<b>/index` or `#web/features/<b>/index`;
 * - worker/platform and worker/lib never import a feature;
 * - a face (features/<name>/index.ts) only hands names on: `export { … } from './…'`, or a lazy
 *   loader `export const loadX = () => import('./X')` (web/vite.config.ts relies on it: a face has no
 *   side effects, so an importer's chunk takes only the modules whose names it uses);
 * - one import style: the aliases (#worker/*, #web/*, #shared/*) instead of `../` chains, and no
 *   `.ts`/`.tsx` extension (relative imports only reach the importer's own folder and below);
 * - data access only in repositories: `#worker/db/schema`, drizzle-orm's values (its types are
 *   fine) and raw D1 statements (`.prepare(`) only in `*.repository.ts` and `worker/db/`; routes,
 *   jobs, consumers and middleware call repository functions (worker/db/README.md, Data access).
 *   Exempt: tests (`*.test.ts[x]`, `worker/test/`, `web/e2e/`) and `worker/scripts/` (tooling that
 *   seeds, benchmarks and backs up a local D1 with SQL text; never bundled into the worker).
 *
 * Tests are consumers, not parts of the app: they may reach into any feature (the style rules still
 * hold for them). The composition roots (worker/app.ts, worker/index.ts, worker/site.ts, web/app/,
 * web/server/) may import any module, so that route groups and pages stay lazily loaded.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { repoRoot } from '#worker/scripts/wrangler-cli';

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.tsx?$/;
const IMPORT = /\b(?:from\s*|import\s*\(\s*|^import\s+|vi\.(?:mock|doMock|importActual|importMock)\(\s*)'([^']+)'/gm;

interface Violation {
  file: string;
  line: number;
  message: string;
}

/** The feature a file belongs to (`worker/features/<a>/…` → worker, a), if any. */
function featureOf(file: string): { side: string; name: string } | null {
  const match = /^(worker|web)\/features\/([^/]+)\//.exec(file);
  return match?.[1] && match[2] ? { side: match[1], name: match[2] } : null;
}

/** Files that may build queries: repositories, worker/db, tests and the tooling scripts (see above). */
function mayBuildQueries(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    TEST.test(file) ||
    /^(worker\/db|worker\/test|worker\/scripts|web\/e2e)\//.test(file)
  );
}

const DATA_ACCESS = 'data access lives in *.repository.ts (worker/db/README.md, Data access)';
const STATIC_IMPORT = /^import\s+(type\s+)?[^;]*?\bfrom\s*'([^']+)'/gm;
const DRIZZLE = /^drizzle-orm(\/|$)/;

/** Imports of the schema or of drizzle's values, and raw D1 statements, outside a repository. */
function dataAccessViolations(file: string, text: string): Violation[] {
  const violations: Violation[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? '';
    if (spec === '#worker/db/schema') {
      violations.push({ file, line: lineOf(match.index), message: `'${spec}': ${DATA_ACCESS}` });
    }
  }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, typeOnly, spec = ''] = match;
    if (DRIZZLE.test(spec) && !typeOnly) {
      violations.push({
        file,
        line: lineOf(match.index),
        message: `'${spec}': only its types outside a repository (import type); ${DATA_ACCESS}`,
      });
    }
  }
  for (const match of text.matchAll(/\bimport\(\s*'(drizzle-orm[^']*)'/g)) {
    violations.push({ file, line: lineOf(match.index), message: `'${match[1]}': ${DATA_ACCESS}` });
  }
  // Comments blanked (keeping line numbers), so a comment naming prepare() is not a statement.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const match of code.matchAll(/\.prepare\(/g)) {
    violations.push({ file, line: lineOf(match.index), message: `raw D1 statement (.prepare): ${DATA_ACCESS}` });
  }
  return violations;
}

const FACE = /^(worker|web)\/features\/[^/]+\/index\.ts$/;
const FACE_STATEMENT =
  /^(?:export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+'|export\s+const\s+\w+\s*=\s*\(\)\s*=>\s*import\('\.\/[^']+'\))$/;

/** The statements of a face that are not plain re-exports or lazy loaders. */
function faceViolations(file: string, text: string): Violation[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return code
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement && !FACE_STATEMENT.test(statement))
    .map((statement) => ({
      file,
      line: 1,
      message: `a public face only re-exports its feature's modules (or a lazy loader of one): '${statement.slice(0, 60)}'`,
    }));
}

export function checkFile(file: string, text: string): Violation[] {
  const violations: Violation[] = FACE.test(file) ? faceViolations(file, text) : [];
  if (!mayBuildQueries(file)) violations.push(...dataAccessViolations(file, text));
  const own = featureOf(file);
  const isTest = TEST.test(file);
  const isInfrastructure = /^worker\/(platform|lib)\//.test(file);
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? '';
    const line = text.slice(0, match.index).split('\n').length;
    const report = (message: string) => violations.push({ file, line, message: `'${spec}': ${message}` });
    if (spec.startsWith('../')) report('import through the alias (#worker/…, #web/…, #shared/…), not a ../ chain');
    if ((spec.startsWith('.') || spec.startsWith('#')) && /\.(ts|tsx|mts)$/.test(spec)) {
      report('no file extension in imports');
    }
    if (isTest) continue;
    const target = /^#(worker|web)\/features\/([^/]+)(?:\/(.*))?$/.exec(spec);
    if (!target) continue;
    const [, side, name, rest] = target;
    if (isInfrastructure) {
      report('worker/platform and worker/lib are below the features: they never import one');
    } else if (own && own.side === side && own.name !== name && rest !== 'index') {
      report(`another feature is used only through its public face: '#${side}/features/${name}/index'`);
    }
  }
  return violations;
}

function main(): void {
  // Tracked and new files; a tracked file deleted in the work tree is skipped.
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'worker', 'web'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).split('\n');
  const files = [...new Set(listed)].filter(
    (file) => SOURCE.test(file) && !file.endsWith('.d.ts') && existsSync(`${repoRoot}/${file}`),
  );
  const violations: Violation[] = [];
  for (const file of files) violations.push(...checkFile(file, readFileSync(`${repoRoot}/${file}`, 'utf8')));
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) {
    console.error(
      `\nboundaries: ${violations.length} import(s) break the house rules (worker/scripts/check-boundaries.ts)`,
    );
    process.exit(1);
  }
  console.log(`boundaries: ${files.length} files, every import keeps the house rules`);
}

if (import.meta.main) main();

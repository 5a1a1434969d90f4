/**
 * Backup and restore of the local D1 (README, Deploying: restore drill). Local only; production's
 * backups are D1 Time Travel.
 *
 *   npm run db:backup                   → .wrangler/backups/d1-local-<time>.sql
 *   npm run db:restore -- <file.sql>    wipes the local D1, then imports the file
 *   (both take --persist-to DIR; backup takes --output FILE)
 *
 * `wrangler d1 export` refuses a database with a virtual table, and ours has the FTS5 search index
 * (`trainer_search`); its dump also creates each table just before its rows, in creation order, so
 * a child table created before its parent (0000 creates them alphabetically) cannot be loaded with
 * foreign keys on, and it writes one INSERT per row, which takes ten times as long to load. So a
 * backup is written in four parts: every table's CREATE (from `sqlite_master`); the rows of every
 * ordinary table (`wrangler d1 export --no-schema --table …`, regrouped into INSERTs of up to 100
 * rows); the virtual table's schema and rows; then the indexes, triggers and views, last, so no
 * trigger fires while a restore loads the rows. Its first line records the rows per table. A
 * restore deletes the local D1 and runs the file with `wrangler d1 execute --file`.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { d1Execute, repoRoot, wrangler } from '#worker/scripts/wrangler-cli';

interface TableEntry {
  schema: string;
  name: string;
  type: string;
}

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

/** Rows per INSERT, and its length at most (D1 refuses statements over 100 kB). */
const ROWS_PER_INSERT = 100;
const MAX_INSERT_CHARS = 90_000;
const ROW_COUNTS_MARK = '-- rows per table: ';

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** An SQL literal of a value D1 returned as JSON. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The database's own tables by kind (ordinary, virtual, virtual tables' shadow), not SQLite's or D1's. */
function ownTables(list: TableEntry[]): TableEntry[] {
  return list.filter((t) => t.schema === 'main' && !/^(sqlite_|_cf_)/.test(t.name));
}

/** Statements of SQL made only of INSERTs and PRAGMAs (semicolons outside quotes end them). */
function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql.charAt(i);
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === ';') {
      statements.push(sql.slice(start, i).trim());
      start = i + 1;
    }
  }
  const rest = sql.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

/** Groups rows of one table into INSERTs of up to ROWS_PER_INSERT rows. */
class InsertWriter {
  readonly statements: string[] = [];
  readonly rowsPerTable: Record<string, number> = {};
  #head = '';
  #rows: string[] = [];
  #chars = 0;

  add(table: string, head: string, values: string): void {
    if (head !== this.#head || this.#rows.length >= ROWS_PER_INSERT || this.#chars + values.length > MAX_INSERT_CHARS) {
      this.flush();
      this.#head = head;
    }
    this.#rows.push(values);
    this.#chars += values.length;
    this.rowsPerTable[table] = (this.rowsPerTable[table] ?? 0) + 1;
  }

  flush(): void {
    if (this.#rows.length > 0) this.statements.push(`${this.#head} VALUES\n${this.#rows.join(',\n')};`);
    this.#rows = [];
    this.#chars = 0;
  }
}

/**
 * The rows of `tables` as `wrangler d1 export --no-schema` writes them. It reads the D1 next to its
 * configuration file (it has no --persist-to), so it runs on a copy of wrangler.toml in a folder
 * whose .wrangler/state is `persistTo`.
 */
function exportRows(persistTo: string, tables: string[]): string {
  const project = mkdtempSync(join(tmpdir(), 'd1-export-'));
  try {
    copyFileSync(join(repoRoot, 'wrangler.toml'), join(project, 'wrangler.toml'));
    mkdirSync(join(project, '.wrangler'));
    symlinkSync(resolve(persistTo), join(project, '.wrangler', 'state'));
    const output = join(project, 'rows.sql');
    const config = join(project, 'wrangler.toml');
    const tableArgs = tables.flatMap((t) => ['--table', t]);
    wrangler('d1', 'export', 'DB', '--local', '--no-schema', '--config', config, '--output', output, ...tableArgs);
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Writes a backup of the local D1 in `persistTo` to `output`; returns the rows of every table it holds. */
export function backupLocalD1(persistTo: string, output: string): Record<string, number> {
  const [list, objects] = d1Execute<Record<string, unknown>>(
    { persistTo },
    "PRAGMA table_list; SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'index', 'trigger', 'view')",
  );
  const text = (value: unknown) => String(value ?? '');
  const tables = ownTables(
    (list?.results ?? []).map((r) => ({ schema: text(r.schema), name: text(r.name), type: text(r.type) })),
  );
  const schema: SchemaObject[] = (objects?.results ?? []).map((r) => ({
    type: text(r.type),
    name: text(r.name),
    tbl_name: text(r.tbl_name),
    sql: text(r.sql),
  }));
  const createOf = (name: string) => schema.find((o) => o.type === 'table' && o.name === name)?.sql;
  const ordinary = tables.filter((t) => t.type === 'table').map((t) => t.name);
  const virtual = tables.filter((t) => t.type === 'virtual').map((t) => t.name);
  const shadow = new Set(tables.filter((t) => t.type === 'shadow').map((t) => t.name));
  if (ordinary.length === 0) throw new Error(`No local D1 with tables in ${persistTo}`);
  for (const name of virtual) {
    if (!createOf(name)?.includes('fts5')) throw new Error(`${name}: only FTS5 virtual tables can be backed up`);
  }

  const inserts = new InsertWriter();
  for (const name of [...ordinary, ...virtual]) inserts.rowsPerTable[name] = 0;
  for (const statement of statementsOf(exportRows(persistTo, ordinary))) {
    const insert = statement.match(/^(INSERT INTO "((?:[^"]|"")+)" \([^)]*\)) VALUES\s*(\([\s\S]*\))$/);
    if (insert) inserts.add((insert[2] ?? '').replaceAll('""', '"'), insert[1] ?? '', insert[3] ?? '');
    else if (!/^PRAGMA defer_foreign_keys/i.test(statement)) throw new Error(`Unexpected in the export: ${statement}`);
  }
  inserts.flush();
  const dataEnd = inserts.statements.length;

  const virtualRows =
    virtual.length === 0
      ? []
      : d1Execute<Record<string, unknown>>(
          { persistTo },
          virtual.map((name) => `SELECT rowid AS "rowid", * FROM ${quoteId(name)}`).join(';\n'),
        );
  virtual.forEach((name, i) => {
    for (const row of virtualRows[i]?.results ?? []) {
      const columns = Object.keys(row);
      const head = `INSERT INTO ${quoteId(name)} (${columns.map(quoteId).join(',')})`;
      inserts.add(name, head, `(${columns.map((c) => literal(row[c])).join(',')})`);
    }
  });
  inserts.flush();

  const sql = [
    `${ROW_COUNTS_MARK}${JSON.stringify(inserts.rowsPerTable)}`,
    'PRAGMA defer_foreign_keys = on;',
    '-- Every table before any row: foreign keys are checked as rows load.',
    ...ordinary.map((name) => `${createOf(name)};`),
    ...inserts.statements.slice(0, dataEnd),
    '-- The FTS5 search index (wrangler d1 export leaves virtual tables out).',
    ...virtual.map((name) => `${createOf(name)};`),
    ...inserts.statements.slice(dataEnd),
    '-- Indexes, triggers and views, after the rows: nothing fires while a restore loads them.',
    ...schema
      .filter((o) => o.type !== 'table' && !shadow.has(o.tbl_name) && !/^(sqlite_|_cf_)/.test(o.name))
      .map((o) => `${o.sql};`),
  ];
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${sql.join('\n')}\n`);
  return inserts.rowsPerTable;
}

/** The rows of every table a backup holds (its first line). */
export function backupRowCounts(file: string): Record<string, number> {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  if (!first.startsWith(ROW_COUNTS_MARK)) throw new Error(`${file} is not a backup made by npm run db:backup`);
  return JSON.parse(first.slice(ROW_COUNTS_MARK.length)) as Record<string, number>;
}

/** Deletes the local D1 in `persistTo` (its other local state stays) and imports `file` into it. */
export function restoreLocalD1(persistTo: string, file: string): void {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  backupRowCounts(file);
  rmSync(join(persistTo, 'v3', 'd1'), { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  wrangler('d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--yes', '--file', resolve(file));
}

/** Rows per table (virtual ones included, shadow tables not), of every table or of those named. */
export function tableRowCounts(persistTo: string, names?: string[]): Record<string, number> {
  const tables =
    names ??
    ownTables(d1Execute<TableEntry>({ persistTo }, 'PRAGMA table_list')[0]?.results ?? [])
      .filter((t) => t.type !== 'shadow')
      .map((t) => t.name);
  if (tables.length === 0) return {};
  // One statement per table: D1 caps the terms of a compound SELECT.
  const sql = tables.map((t) => `SELECT ${literal(t)} AS name, count(*) AS n FROM ${quoteId(t)}`).join(';\n');
  const rows = d1Execute<{ name: string; n: number }>({ persistTo }, sql).flatMap((set) => set.results);
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

function main(args: string[]): number {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const persistTo = resolve(repoRoot, option('persist-to') ?? '.wrangler/state');
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  if (args[0] === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z');
    const output = resolve(option('output') ?? join(repoRoot, '.wrangler/backups', `d1-local-${stamp}.sql`));
    const rows = backupLocalD1(persistTo, output);
    console.log(`Backed up ${total(rows)} rows of ${Object.keys(rows).length} tables from ${persistTo} to ${output}`);
    return 0;
  }
  const file = args[1];
  if (args[0] === 'restore' && file && !file.startsWith('--')) {
    restoreLocalD1(persistTo, resolve(file));
    console.log(`Restored ${total(backupRowCounts(file))} rows into ${persistTo} from ${file}`);
    return 0;
  }
  console.error(
    'usage: npm run db:backup [-- --persist-to DIR --output FILE] | npm run db:restore -- FILE [--persist-to DIR]',
  );
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main(process.argv.slice(2)));
}

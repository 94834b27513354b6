import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/error-codes.ts';
import { REPO_ROOT } from './paths.ts';
import { importSpecifiers, sourceFiles, withoutStrings, type SourceFile } from '../tests/source-files.ts';

const SERVER = path.join(REPO_ROOT, 'server');
const ELEMENTS = path.join(REPO_ROOT, 'elements');
const CONTRACT = path.join(REPO_ROOT, 'contract');

const thisFile = 'boundaries.test.ts';
const server = sourceFiles(SERVER).filter((file) => file.name !== thisFile);
const isTestHarness = (file: SourceFile) => file.name.endsWith('.test.ts') || file.name.startsWith('testing/');

describe('configuration', () => {
  // Settings come in through loadConfig, so tests pass overrides instead of changing the process's environment.
  const ENV_READ = /\bprocess\.env\b(?:\.(\w+))?/g;
  const allowedNames = (file: SourceFile): readonly string[] | 'any' => {
    if (file.name === 'config.ts') return 'any';
    // Start-up hands the backend's port to vite.config.ts, which Vite loads on its own.
    if (file.name === 'dev-frontend.ts') return ['BACKEND_PORT'];
    // The logger exists before any configuration is read: a configuration error is logged through it.
    if (file.name === 'observability/logger.ts') return ['NODE_ENV', 'LOG_LEVEL', 'LOG_FORMAT', 'VITEST'];
    // Where the tests find the databases to run on, and the run's prepared copies of them.
    if (isTestHarness(file))
      return ['DATABASE_URL', 'REDIS_URL', 'CHAINFORGE_TEST_TEMPLATE_DIR', 'CHAINFORGE_TEST_TEMPLATE_DATABASE'];
    return [];
  };

  it('finds environment reads (the check itself)', () => {
    expect([...'a = process.env.PORT; b = process.env'.matchAll(ENV_READ)].map((match) => match[1])).toEqual([
      'PORT',
      undefined,
    ]);
  });

  it.each(server)('$name reads process.env only where config.ts allows', (file) => {
    const allowed = allowedNames(file);
    if (allowed === 'any') return;
    const reads = [...file.code.matchAll(ENV_READ)].map((match) => match[1] ?? '(all of it)');
    expect(reads.filter((name) => !allowed.includes(name))).toEqual([]);
  });
});

describe('errors', () => {
  const sources = server.filter((file) => !isTestHarness(file));

  it('are made by apiError from the catalogue, never by hand', () => {
    const byHand = sources.filter((file) => file.name !== 'http/errors.ts' && /\bnew ApiError\(/.test(file.code));
    expect(byHand.map((file) => file.name)).toEqual([]);
  });

  it.each(Object.keys(ERROR_CODES))('%s is answered somewhere (the catalogue holds no dead codes)', (code) => {
    expect(sources.some((file) => file.code.includes(`'${code}'`))).toBe(true);
  });
});

describe('SQL', () => {
  // Tables are read and written in server/db/ (schema, migrations, queries), so a column or a table
  // changes in one place; routes, tools and services call the queries.
  const TALKS_SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/;
  const allowed = new Set([
    // The readiness probe's `select 1` asks the database itself, not a table.
    'http/operations-routes.ts',
  ]);
  const outsideDb = server.filter((file) => !file.name.startsWith('db/') && !isTestHarness(file));

  it('finds queries (the check itself)', () => {
    expect(TALKS_SQL.test("db.selectFrom('skus')")).toBe(true);
    expect(TALKS_SQL.test('sql`select 1`')).toBe(true);
    expect(TALKS_SQL.test('listSkuCodes(db, memberId)')).toBe(false);
  });

  it('is spoken only in server/db/', () => {
    const speaking = outsideDb.filter((file) => TALKS_SQL.test(file.code));
    expect(speaking.map((file) => file.name).filter((name) => !allowed.has(name))).toEqual([]);
  });

  it.each([...allowed])('%s, allowed to, still does (else its exception goes)', (name) => {
    const file = outsideDb.find((candidate) => candidate.name === name);
    expect(file && TALKS_SQL.test(file.code)).toBe(true);
  });
});

describe('the floors of server/', () => {
  // Lowest first. Each folder of server/ (and each file at its top) imports only itself and the
  // floors below it, so a folder can be read knowing only what is under it: the database is the
  // ground floor, start-up (migrating and seeding, which calls the services) stands above the
  // services, and the entry files on top. A new folder takes its place in this list.
  const FLOORS = [
    'paths.ts',
    'config-values.ts',
    'config.ts',
    'observability',
    'redis',
    'db',
    'http',
    'mail',
    'uploads',
    'docs',
    'security',
    'app-config',
    'dev',
    'chat',
    'membership',
    'api',
    'startup',
    'static.ts',
    'app.ts',
    'frontend-build.ts',
    'dev-frontend.ts',
    'server.ts',
    'start.ts',
  ];
  const floorOf = (name: string) => name.split('/')[0]!;
  // Test harnesses stand outside the house: a test may seed through start-up from any floor.
  const built = server.filter((file) => !file.name.endsWith('.test.ts') && !/(^|\/)testing\//.test(file.name));
  /** The files of server/ a file imports, named from server/ (`db/queries/x.ts`). */
  const serverImports = (file: SourceFile) =>
    importSpecifiers(file.code)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file.path), specifier))
      .filter((target) => target.startsWith(SERVER + path.sep))
      .map((target) => path.relative(SERVER, target).split(path.sep).join('/'));
  const importsFromAbove = (file: SourceFile) =>
    serverImports(file).filter((target) => FLOORS.indexOf(floorOf(target)) > FLOORS.indexOf(floorOf(file.name)));

  it('finds an import from a floor above (the check itself)', () => {
    const file = (name: string, code: string) => ({ name, path: path.join(SERVER, name), code });
    expect(importsFromAbove(file('db/queries/x.ts', "import { seed } from '../../startup/prepare.ts';"))).toEqual([
      'startup/prepare.ts',
    ]);
    expect(importsFromAbove(file('startup/prepare.ts', "import { x } from '../db/queries/x.ts';"))).toEqual([]);
  });

  it('places every folder and top-level file of server/', () => {
    const unplaced = new Set(built.map((file) => floorOf(file.name)).filter((floor) => !FLOORS.includes(floor)));
    expect([...unplaced]).toEqual([]);
  });

  it.each(built)('$name imports only its own floor and those below', (file) => {
    expect(importsFromAbove(file)).toEqual([]);
  });

  // Inside membership/ the routes stand on top: what several routes share, and what the folders
  // beside them (security/, http/, two-step/, ...) need, lives in those folders, never in a route
  // file. Only membership/index.ts, which mounts them, reaches up into routes/.
  const ROUTES = 'membership/routes/';
  const importsOfRoutes = (file: SourceFile) =>
    file.name.startsWith(ROUTES) || file.name === 'membership/index.ts'
      ? []
      : serverImports(file).filter((target) => target.startsWith(ROUTES));

  it('finds an import of a membership route file (the check itself)', () => {
    const file = (name: string, code: string) => ({ name, path: path.join(SERVER, name), code });
    const fromSecurity = "import { x } from '../routes/auth-login.ts';";
    expect(importsOfRoutes(file('membership/security/x.ts', fromSecurity))).toEqual([
      'membership/routes/auth-login.ts',
    ]);
    expect(importsOfRoutes(file('membership/routes/x.ts', "import { y } from './auth-login.ts';"))).toEqual([]);
  });

  it.each(built)('$name imports no membership route file unless it mounts them', (file) => {
    expect(importsOfRoutes(file)).toEqual([]);
  });
});

describe('the server and the elements', () => {
  it.each(server)('$name imports nothing under elements/: what both sides share is in contract/', (file) => {
    const leaving = importSpecifiers(file.code)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file.path), specifier))
      .filter((target) => target.startsWith(ELEMENTS + path.sep));
    expect(leaving).toEqual([]);
  });
});

describe('contract/', () => {
  const contract = sourceFiles(CONTRACT).filter((file) => !file.name.endsWith('.test.ts'));
  const RUNTIME_GLOBALS =
    /(?<![.\w$])(document|window|navigator|localStorage|sessionStorage|customElements|HTMLElement|process|Buffer|require|__dirname|global)(?![\w$])/g;

  it('has modules to check', () => {
    expect(contract.map((file) => file.name)).toContain('error-codes.ts');
  });

  it.each(contract)('$name imports only from the contract itself: nothing of the server or the elements', (file) => {
    const leaving = importSpecifiers(file.code).filter(
      (specifier) =>
        !specifier.startsWith('.') || !path.resolve(path.dirname(file.path), specifier).startsWith(CONTRACT + path.sep),
    );
    expect(leaving).toEqual([]);
  });

  it.each(contract)('$name uses neither the DOM nor Node', (file) => {
    expect(withoutStrings(file.code).match(RUNTIME_GLOBALS) ?? []).toEqual([]);
  });
});

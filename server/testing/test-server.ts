import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import type { Database } from '../db/schema.ts';
import { issueApiToken } from '../security/api-tokens.ts';
import { startServer, type RunningServer, type StartOptions } from '../server.ts';
import type { StaticRoots } from '../static.ts';
import { copyTemplateFiles, databaseUrlOf, templateDatabase, withAdmin } from './database-template.ts';

export interface TestServerOptions {
  staticRoots?: Partial<StaticRoots>;
  membership?: StartOptions['membership'];
  config?: Partial<Config>;
}

export interface TestServer {
  readonly url: string;
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** A fresh API token for a seeded (or any existing) member. */
  issueToken(email: string): Promise<string>;
  /** Stops and starts the server again on the same database, as a process restart would. */
  restart(): Promise<void>;
  /** Stops the server and deletes its database. */
  close(): Promise<void>;
}

/**
 * pg's Pool.end() resolves before its clients' sessions have ended; FORCE would kill those
 * sessions mid-goodbye, and the client then throws the termination as an unhandled error.
 */
async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      database,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A database of its own for one test server: a temporary SQLite folder or a new PostgreSQL database.
 * `seeded`: a copy of the run's prepared demo database (see database-template.ts) where the run has
 * one; otherwise, and by default, empty, as a production start or a stack of instances finds it.
 */
export async function createStorage({ seeded = false }: { seeded?: boolean } = {}): Promise<{
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-test-'));
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  const copied = seeded && (await copyTemplateFiles(dataDir, !adminUrl));
  if (!adminUrl) return { dataDir, databaseUrl: undefined, drop: removeDir };

  const name = `cf_test_${randomBytes(6).toString('hex')}`;
  const template = copied ? templateDatabase() : undefined;
  await withAdmin(adminUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  return {
    dataDir,
    databaseUrl: databaseUrlOf(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, async (client) => {
        await waitForDisconnects(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      await removeDir();
    },
  };
}

/**
 * The Redis keys of this test file's servers: shared by its servers (the tests across instances),
 * apart from every other file and every earlier run, whose limits would otherwise still count.
 */
const REDIS_KEY_PREFIX = `cf-test-${randomBytes(6).toString('hex')}:`;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // The template is a development start's database: a production server, which seeds no demo,
  // or one with its own membership secret starts on an empty one.
  const { isProduction, membershipSecret } = options.config ?? {};
  const storage = await createStorage({ seeded: !isProduction && !membershipSecret });
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      redisKeyPrefix: REDIS_KEY_PREFIX,
      ...options.config,
    },
  );
  const start = () => startServer(config, { staticRoots: options.staticRoots, membership: options.membership });
  let running: RunningServer;
  try {
    running = await start();
  } catch (error) {
    await storage.drop();
    throw error;
  }

  return {
    get url() {
      return running.url;
    },
    get db() {
      return running.db;
    },
    config,
    async issueToken(email) {
      const memberId = await findMemberIdByEmail(running.db, email);
      if (!memberId) throw new Error(`No member with email ${email}`);
      return (await issueApiToken(running.db, memberId, { ttlDays: config.apiTokenTtlDays })).token;
    },
    async restart() {
      await running.close();
      running = await start();
    },
    async close() {
      await running.close();
      await storage.drop();
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, SQLITE_FILE } from '../db/open.ts';
import { loadMembershipSecret, SECRET_FILE } from '../membership/security/secret.ts';
import { prepareDatabase } from '../startup/prepare.ts';

/**
 * A test server's database starts as a copy of one prepared once per test run: migrating and
 * seeding (the seed hashes every demo password with the memory-hard KDF) took each of ~170 test
 * servers about a second on SQLite and several on PostgreSQL, most of the server tests' time.
 * The copy is what a development start on an empty database makes, with the same membership
 * secret (it seals the demo owner's authenticator secret), so a server started on it finds
 * everything done. The templates are named to the test workers in the environment they inherit
 * (CHAINFORGE_TEST_TEMPLATE_DIR, CHAINFORGE_TEST_TEMPLATE_DATABASE).
 */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepareTemplate(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const secret = loadMembershipSecret({ dataDir, membershipSecret: undefined });
  const database = openDatabase({ dataDir, databaseUrl });
  try {
    await prepareDatabase(database.db, { seedDemo: true, secret });
  } finally {
    await database.close();
  }
}

/**
 * Prepares the run's templates (SQLite always, PostgreSQL when DATABASE_URL is set) and names them
 * in the environment the test workers inherit; returns how to remove them after the run.
 */
export async function createTestTemplates(): Promise<() => Promise<void>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-template-'));
  await prepareTemplate(dataDir, undefined);
  process.env.CHAINFORGE_TEST_TEMPLATE_DIR = dataDir;

  const adminUrl = process.env.DATABASE_URL;
  const name = `cf_template_${randomBytes(6).toString('hex')}`;
  if (adminUrl) {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    await prepareTemplate(dataDir, databaseUrlOf(adminUrl, name));
    process.env.CHAINFORGE_TEST_TEMPLATE_DATABASE = name;
  }
  return async () => {
    if (adminUrl) await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

/** Fills a new data folder from the run's template; false when this run has none (a lone script). */
export async function copyTemplateFiles(dataDir: string, withSqlite: boolean): Promise<boolean> {
  const templateDir = process.env.CHAINFORGE_TEST_TEMPLATE_DIR;
  if (!templateDir) return false;
  await fs.copyFile(path.join(templateDir, SECRET_FILE), path.join(dataDir, SECRET_FILE));
  if (withSqlite) await fs.copyFile(path.join(templateDir, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
  return true;
}

/** The PostgreSQL template to create a database from, when this run has one. */
export function templateDatabase(): string | undefined {
  return process.env.CHAINFORGE_TEST_TEMPLATE_DATABASE;
}

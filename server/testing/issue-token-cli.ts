// Prints a fresh API token for a seeded account, for end-to-end tests:
//   tsx server/testing/issue-token-cli.ts demo@chainforge.dev
// It reads the same DATA_DIR / DATABASE_URL as the server and is never reachable over HTTP.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { issueApiToken } from '../security/api-tokens.ts';

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: tsx server/testing/issue-token-cli.ts <email>');
    return 2;
  }
  const config = loadConfig();
  const { db, close } = openDatabase(config);
  try {
    const memberId = await findMemberIdByEmail(db, email);
    if (!memberId) {
      console.error(`No member with email ${email}.`);
      return 1;
    }
    const { token } = await issueApiToken(db, memberId, { ttlDays: config.apiTokenTtlDays });
    process.stdout.write(`${token}\n`);
    return 0;
  } catch (error) {
    console.error('Could not issue a token. Has the server been started once, so the database exists?', error);
    return 1;
  } finally {
    await close();
  }
}

process.exitCode = await main();

// `npm run privacy:check PROFILE_ID [--value TEXT]… [--media NAME]…`: the erasure report of one
// deleted profile (api/privacy/privacy-check.ts) against DATABASE_URL or the embedded database,
// and the media store the settings name. --value adds a former value of hers to look for
// everywhere (an email or phone number from her request), --media a former file name. Prints
// every place that still mentions her, one a line. Exits 0 when nothing is left, 1 when something
// is, 2 for a wrong call or a profile that is unknown or not deleted.
import path from 'node:path';
import { type Env, EnvError, parseEnv } from '#api/env.ts';
import { privacyCheck } from '#api/privacy/privacy-check.ts';
import { createStorage } from '#api/storage/index.ts';
import { openDatabase } from '#db/connection.ts';

const USAGE = 'usage: npm run privacy:check PROFILE_ID [--value TEXT]… [--media NAME]…';

function fail(message: string, code = 2): never {
  process.stderr.write(`contacto: ${message}\n`);
  process.exit(code);
}

function parseArgs(argv: readonly string[]): { profileId: number; values: string[]; media: string[] } {
  const [id, ...rest] = argv;
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) fail(USAGE);
  const values: string[] = [];
  const media: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined || (flag !== '--value' && flag !== '--media')) fail(USAGE);
    (flag === '--value' ? values : media).push(value);
  }
  return { profileId: Number(id), values, media };
}

const { profileId, values, media } = parseArgs(process.argv.slice(2));
let env: Env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error), 1);
}
const root = path.resolve(import.meta.dirname, '..');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(root, env.DATA_DIR), attach: true }).catch(
  (error: Error) => fail(error.message, 1),
);
let code = 0;
try {
  const report = await privacyCheck(database.sql, createStorage(env, root), profileId, { values, media });
  if (!report.found) {
    process.stderr.write(`contacto: there is no profile ${profileId}\n`);
    code = 2;
  } else if (!report.deleted) {
    process.stderr.write(`contacto: profile ${profileId} is not deleted\n`);
    code = 2;
  } else if (report.leftovers.length > 0) {
    process.stdout.write(`${report.leftovers.join('\n')}\n`);
    code = 1;
  } else {
    process.stdout.write(`Nothing of profile ${profileId} is left.\n`);
  }
} catch (error) {
  process.stderr.write(`contacto: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);

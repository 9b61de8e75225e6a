// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL or the embedded server.
import path from 'node:path';
import { EnvError, parseEnv } from '#api/env.ts';
import { createStorage } from '#api/storage/index.ts';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { isEmpty, seed } from './seed/seed.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  process.stderr.write('usage: tsx db/cli.ts migrate|seed [--force]\n');
  process.exit(2);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  process.stderr.write(`contacto: ${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(root, env.DATA_DIR), attach: true }).catch(
  (error: Error) => {
    process.stderr.write(`contacto: ${error.message}\n`);
    process.exit(1);
  },
);
let code = 0;
try {
  const applied = await migrate(database.sql);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
  if (command === 'seed') {
    if (!(await isEmpty(database.sql))) {
      console.log('the database already holds data; the demo catalogue is loaded only into an empty database');
    } else {
      const storage = createStorage(env, root);
      // production: the catalogue only, no demo account with a published password
      const result = await seed(database.sql, { storage, log: console.log, accounts: env.NODE_ENV !== 'production' });
      console.log(`seeded ${result.profiles} profiles with ${result.media} pictures`);
    }
  }
} catch (error) {
  process.stderr.write(`contacto: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);

// `npm run build`: the PWA icons (generated with sharp), then the Vite build, then a stamp that
// tells `npm start` the build is current.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { BUILD_STAMP } from './build-state.ts';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/gen-icons.ts'], { cwd: root, stdio: 'inherit' });
await build({ root, logLevel: 'warn' });
writeFileSync(path.join(root, BUILD_STAMP), new Date().toISOString());
console.log('PWA built into dist/');

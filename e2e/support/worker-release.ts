// A new release of the service worker, as a deploy would make one: sw.js changes (the app shell
// it precaches stays the same), so a browser checking for updates installs a new worker and the
// app offers it. `restore` puts the deployed file back as it was.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface WorkerReleases {
  /** Changes `<dist>/sw.js`; each call is a new release. */
  release(): Promise<void>;
  /** Puts back the sw.js there was before the first release. */
  restore(): Promise<void>;
}

export function workerReleases(distDir: string): WorkerReleases {
  const file = path.join(distDir, 'sw.js');
  let original: string | undefined;
  let releases = 0;
  // written beside it and renamed over it, so a browser fetching it meanwhile never gets half a file
  const replace = async (text: string) => {
    const next = `${file}.${process.pid}.next`;
    await writeFile(next, text);
    await rename(next, file);
  };
  return {
    async release() {
      original ??= await readFile(file, 'utf8');
      releases += 1;
      await replace(`${original}\n// release ${releases} at ${Date.now()}\n`);
    },
    async restore() {
      if (original !== undefined) await replace(original);
    },
  };
}

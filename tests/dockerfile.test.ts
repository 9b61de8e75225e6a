// The image (Dockerfile) runs the app as an unprivileged user: a flaw in the code, or in the
// ffmpeg the video job runs on untrusted uploads, then gets that user's rights, not root's. Its
// one writable place is the data folder; the code stays root's, so the process cannot change it.
// It is built in a stage of its own: what runs holds no dev dependency and no build tool.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (comments dropped, continued lines joined). */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfile = instructions(readFileSync(path.resolve(import.meta.dirname, '..', 'Dockerfile'), 'utf8'));
/** The final stage: what the image runs. */
const finalStage = dockerfile.slice(dockerfile.map((i) => i.keyword).lastIndexOf('FROM'));

describe('the Dockerfile', () => {
  it('runs the final stage as a user that is not root', () => {
    const users = finalStage.filter((i) => i.keyword === 'USER');
    expect(users.length, 'a USER instruction in the final stage').toBeGreaterThan(0);
    const user = users.at(-1)?.args.split(':')[0] ?? '';
    expect(['', 'root', '0']).not.toContain(user);
    // the process starts after the switch: nothing it runs comes before the last USER
    const last = (keyword: string) => finalStage.map((i) => i.keyword).lastIndexOf(keyword);
    expect(last('USER')).toBeLessThan(last('CMD'));
  });

  it('gives that user the data folder, and only it', () => {
    const user =
      finalStage
        .filter((i) => i.keyword === 'USER')
        .at(-1)
        ?.args.split(':')[0] ?? '';
    const dataDir = /DATA_DIR[= ](\S+)/.exec(
      finalStage
        .filter((i) => i.keyword === 'ENV')
        .map((i) => i.args)
        .join('\n'),
    )?.[1];
    expect(dataDir, 'ENV DATA_DIR in the final stage').toMatch(/^\//);
    const runs = finalStage.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    const chowns = runs.flatMap((run) => [...run.matchAll(/chown\s+(?:-R\s+)?(\S+)\s+([^&;|]+)/g)]);
    expect(chowns.map(([, owner, paths]) => [owner?.split(':')[0], paths?.trim()])).toEqual([[user, dataDir]]);
    expect(finalStage.some((i) => i.keyword === 'COPY' && /--chown/.test(i.args))).toBe(false);
  });

  it('installs and builds in an earlier stage, and the final stage takes the result without installing anything from npm', () => {
    const stages = dockerfile.filter((i) => i.keyword === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = dockerfile.slice(0, dockerfile.indexOf(finalStage[0] as Instruction));
    const buildRuns = build.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(buildRuns.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(buildRuns.some((run) => /npm run build/.test(run) && /npm prune --omit=dev/.test(run))).toBe(true);
    const finalRuns = finalStage.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(finalRuns.filter((run) => /\bnpm (ci|install|i)\b|build-essential|\bg\+\+|\bmake\b|python3/.test(run))).toEqual([]);
    expect(finalStage.some((i) => i.keyword === 'COPY' && /^--from=/.test(i.args))).toBe(true);
  });
});

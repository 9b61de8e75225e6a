// The repository explains itself: comments, test names and docs state their rules in words or
// point to a file in the repository (docs/architecture.md, docs/decisions/), never to a document
// it does not hold: a design document's or a product spec's numbered section, or a tracker's
// issue and its items. A public standard's section (an RFC's, an ISO standard's) stays.
// The examples below spell the section sign and the space after "issue" as escapes, so this file
// does not itself cite what it forbids.
// Applied migrations (db/migrations/, checksummed) and the decision records (docs/decisions/,
// history) are left as they were written.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SELF = 'scripts/no-outside-citations.test.ts';
const GLOBS = ['*.ts', '*.tsx', '*.sql', '*.css', '*.md', '*.yml', '*.sh', 'Dockerfile', '.env.example', '.ci/run'];
const LEFT_AS_WRITTEN = ['db/migrations/', 'docs/decisions/'];

/** A public standard's name and number, with the sections cited right after it. */
const STANDARD_REFERENCE =
  /\b(?:RFC|BCP|STD|FIPS|ISO(?:\/IEC)?|IEC|IEEE|ECMA|ITU-T [A-Z]\.)[ -]?\d[\d.:-]*(?:[ ,]*(?:(?:and|or|to)\s+)?§ ?\d+(?:\.\d+)*[a-z]?)*/g;

/** What a citation of an outside document looks like, each with the name a failure gives it. */
const CITATIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the design document', pattern: /\bDESIGN\b/ },
  { name: "a spec's section", pattern: /\b(?:spec|storefront|back ?office)\s*§/i },
  // The product spec as a document ("the spec's messages", "a spec client"), not a test file (".spec.ts").
  { name: 'the product spec', pattern: /(?:^|[^.\w-])(?:the|a) spec(?:'s)?\b(?! files?\b)|^\s*(?:\/\/|\*)\s*spec's\b/i },
  // Outside a standard's reference, which is taken out of the line first.
  { name: 'a section sign', pattern: /§\s?\d/ },
  { name: 'an issue', pattern: /\bissues? #?\d+/i },
  // An issue's item: cited in a parenthesis or list ("(item 6)", "; items 8, 9") or opening a
  // comment ("Item 8 in Chromium"), not an ordinary "order item 3" or "the items in the cart".
  { name: "an issue's item", pattern: /(?:[(;,]\s*|^\s*(?:\/\/|\/\*\*?|\*|#|--)?\s*)items? \d+/i },
];

/** The names of the citations a line makes; none for a line that explains itself. */
function outsideCitations(line: string): string[] {
  const withoutStandards = line.replace(STANDARD_REFERENCE, '');
  return CITATIONS.filter(({ pattern }) => pattern.test(withoutStandards)).map(({ name }) => name);
}

function checkedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...GLOBS], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== SELF && !LEFT_AS_WRITTEN.some((dir) => file.startsWith(dir)))
    .filter((file) => existsSync(path.join(root, file)));
}

describe('citations of outside documents', () => {
  it.each([
    ['/** DESIGN \u00a78a: take (part of) an authorised payment. */'],
    ['# `npm ci` cannot be used here (DESIGN.md \u00a72).'],
    ['/** Spec \u00a79: video controls hide after 3 s. */'],
    ['// The browse filter panel (storefront \u00a72 Browse): search by name'],
    ['// The dashboard (backoffice \u00a72 "Dashboard"): the six statistics'],
    ['/** backoffice \u00a79: 50 a page. */'],
    ['// Submitting a profile (\u00a77 POST /api/profiles): her media must be'],
    ['// \u00a78a): one schema for the formik form'],
    ["// shows the spec's toast with the server's message first."],
    ['// when a spec client signs up, then 201'],
    ["// spec's 401 shape; a user adds"],
    ['// follows the status rules of \u00a74, claims new uploads'],
    ['// Admin sessions (issue\u002012): the sealed-cookie design'],
    ['// The analytics page (issue\u002015 item 5): one row per day'],
    ['// Issue\u002010 item 8 in Chromium: a signed-in buyer'],
    ["// per interaction, against issue\u002015's target of ≤ 100 ms"],
    ['// and the CSV exports (item 6).'],
    ['// management", \u00a76, \u00a78; issue\u002012 items 8, 9, 11): the users dialog'],
  ])('catches %s', (line) => {
    expect(outsideCitations(line)).not.toEqual([]);
  });

  it.each([
    ['/** The boxes (ISO/IEC 14496-12 \u00a74.2: 32-bit size, or 1 then a 64-bit one). */'],
    ['// Link headers as RFC 8288 writes them.'],
    ['// A 404 as RFC 9110 \u00a715.5.5 defines it, see also RFC 9110, \u00a78.8.3 and \u00a78.8.4.'],
    ['// the items in the cart'],
    ['// order item 3 is refunded; the design of the page stays'],
    ['/** Each contact at its own price for 1-9 contacts, $1.00 each from 10. */'],
    ['// every other spec — the owner pages — runs alone'],
    ['test.describe("the owner-approval e2e spec file")'],
    ['const design = designTokens(issueDate, 3);'],
  ])('lets %s pass', (line) => {
    expect(outsideCitations(line)).toEqual([]);
  });

  it('are not made by any tracked file', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const names = outsideCitations(line);
          if (names.length > 0) found.push(`${file}:${index + 1} (${names.join(', ')}): ${line.trim()}`);
        });
    }
    expect(found, 'say the rule in words or link a file in the repository instead').toEqual([]);
  });
});

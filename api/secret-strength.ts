// Is a secret strong enough for production? Refuses the placeholders people copy from examples
// and compose files, and values whose characters carry too little entropy to resist guessing.
// Fast on purpose (it runs at every start): a few checks on the characters, no dictionary.

/** Words that mark a value somebody was meant to replace. Compared without case or separators. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'change',
  'replace',
  'example',
  'placeholder',
  'default',
  'secret',
  'password',
  'passwd',
  'yoursecret',
  'fixme',
  'xxxxxx',
  'localonly',
  'notsecure',
  'insecure',
  'dummy',
  'sample',
  'random',
  'contacto',
];

export const MIN_SECRET_LENGTH = 32;
/** Characters × their empirical entropy: 32 random hex digits give ~115 (rarely below 95), 43 base64 ~170. */
const MIN_ENTROPY_BITS = 80;
const MIN_DISTINCT_CHARACTERS = 8;
/** A run this long of the same character or of consecutive ones (abcdef…, 98765…) is a pattern. */
const MAX_PATTERN_RUN = 6;

function entropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * value.length;
}

function longestPatternRun(value: string): number {
  let longest = 1;
  let run = 1;
  let step: number | null = null;
  for (let i = 1; i < value.length; i++) {
    const diff = value.charCodeAt(i) - value.charCodeAt(i - 1);
    if (Math.abs(diff) <= 1 && (step === null || diff === step)) {
      run += 1;
      step = diff;
    } else {
      run = Math.abs(diff) <= 1 ? 2 : 1;
      step = Math.abs(diff) <= 1 ? diff : null;
    }
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Why a secret is not fit for production, or null when it is. Never includes the value. */
export function weakSecretReason(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  const folded = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((w) => folded.includes(w));
  if (word) return `looks like a placeholder (it contains "${word}"); generate one, e.g. with: openssl rand -base64 48`;
  if (
    new Set(value).size < MIN_DISTINCT_CHARACTERS ||
    entropyBits(value) < MIN_ENTROPY_BITS ||
    longestPatternRun(value) > MAX_PATTERN_RUN
  ) {
    return 'is too predictable; generate a random one, e.g. with: openssl rand -base64 48';
  }
  return null;
}

// The takedown request's schema and the browser's quick check of its proof file.
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, proofFileProblem, TakedownSchema } from '#contract/takedown.schema.ts';

const good = { profile: ' maria-25 ', description: 'My photos', email: ' me@example.com ', confirmed: true };

describe('TakedownSchema', () => {
  it('trims the texts and defaults the language', () => {
    expect(TakedownSchema.parse(good)).toEqual({
      profile: 'maria-25',
      description: 'My photos',
      email: 'me@example.com',
      confirmed: true,
      language: 'en',
    });
  });

  it('needs her confirmation: false or missing is refused', () => {
    for (const confirmed of [false, undefined, 'true']) {
      const result = TakedownSchema.safeParse({ ...good, confirmed });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['takedown.validation.confirmRequired']);
    }
  });

  it('needs an email: we answer every request', () => {
    const result = TakedownSchema.safeParse({ ...good, email: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'takedown.validation.emailRequired'],
    ]);
  });
});

describe('proofFileProblem', () => {
  it('accepts an image or a PDF, and refuses a Word document, an empty file and one over 10 MB', () => {
    expect(proofFileProblem({ name: 'a.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(proofFileProblem({ name: 'a.pdf', size: 10, type: '' })).toBeNull();
    expect(proofFileProblem({ name: 'a.docx', size: 10, type: '' })).toBe('takedown.validation.proofType');
    expect(proofFileProblem({ name: 'a.pdf', size: 10, type: 'text/plain' })).toBe('takedown.validation.proofType');
    expect(proofFileProblem({ name: 'a.pdf', size: 0, type: '' })).toBe('takedown.validation.proofEmpty');
    expect(proofFileProblem({ name: 'a.png', size: PROOF_MAX_BYTES + 1, type: '' })).toBe('takedown.validation.proofSize');
  });
});

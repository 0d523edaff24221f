import { describe, expect, it } from 'vitest';
import { splitLinks } from '#app/admin/features/outbox/split-links.ts';

describe('splitLinks', () => {
  it('finds the reset link in an email body', () => {
    const text = 'Open this link:\n\nhttp://127.0.0.1:3000/reset-password/abc_DEF-123\n\nThanks';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', value: 'Open this link:\n\n' },
      { kind: 'link', value: 'http://127.0.0.1:3000/reset-password/abc_DEF-123' },
      { kind: 'text', value: '\n\nThanks' },
    ]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(splitLinks('See https://propwash.in/faq.')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://propwash.in/faq' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('links only http and https', () => {
    expect(splitLinks('javascript:alert(1) and ftp://x')).toEqual([
      { kind: 'text', value: 'javascript:alert(1) and ftp://x' },
    ]);
  });
});

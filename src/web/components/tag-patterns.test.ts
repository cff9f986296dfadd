import { describe, expect, it } from 'vitest';
import { matchesTagPattern, type TagPattern } from './tag-patterns';

const examples: Record<TagPattern, { accepted: string[]; refused: string[] }> = {
  email: {
    accepted: ['ops@greenleaf.example', 'first.last+tag@mail.example.co.uk', 'a_b@x.io', 'x@[10.0.0.1]'],
    refused: ['ops@', '@greenleaf.example', 'ops@greenleaf', 'two@@x.example', 'sp ace@x.example', 'ops'],
  },
  url: {
    accepted: [
      'http://example.com',
      'https://www.greenleaf.example/safety/sds.pdf?v=2#p3',
      'ftp://files.example.org:21/labels',
      'rmtp://media.example.net',
      'mms://stream.example.net/live',
      'http://localhost:3000',
    ],
    refused: [
      'example.com',
      'mailto:ops@example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://',
      'rtmp://media.example.net',
      'https://exa mple.com',
      'https://example.com/a b',
    ],
  },
  text: {
    accepted: ['Greenleaf', 'Müller', 'حشرات', 'می‌روند', 'Łódź'],
    refused: ['Green leaf', 'R2D2', 'lawn-care', 'x.', '42'],
  },
  digits: {
    accepted: ['555-0134', '+1 (203) 555.0199', '#12:30', '0'],
    refused: ['555-01a4', 'ext 12', '1/2', '555_0134', '۱۲۳'],
  },
  isodate: {
    accepted: ['2026-03-08', '2026/3/8', '2026-12-31', '1999/01/01', '2026-3/08'],
    refused: [
      '2026-13-01',
      '2026-00-10',
      '2026-02-32',
      '2026-02-00',
      '26-03-08',
      '2026.03.08',
      '03/08/2026',
      '2026-03',
    ],
  },
};

describe('tag patterns (spec section 5)', () => {
  for (const [pattern, { accepted, refused }] of Object.entries(examples)) {
    it(`${pattern}: accepts ${accepted.join(', ')}`, () => {
      for (const tag of accepted)
        expect([tag, matchesTagPattern(tag, pattern as TagPattern)]).toEqual([tag, true]);
    });
    it(`${pattern}: refuses ${refused.join(', ')}`, () => {
      for (const tag of refused)
        expect([tag, matchesTagPattern(tag, pattern as TagPattern)]).toEqual([tag, false]);
    });
  }

  it('no pattern (empty or missing) accepts anything', () => {
    expect(matchesTagPattern('any thing at all!', '')).toBe(true);
    expect(matchesTagPattern('any thing at all!', undefined)).toBe(true);
  });
});

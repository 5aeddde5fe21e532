import { describe, expect, it } from 'vitest';
import { localTarget } from './redirect.js';

describe('localTarget', () => {
  it('keeps a path on this site as it is', () => {
    expect(localTarget('/about?x=1')).toBe('/about?x=1');
    expect(localTarget('/fr/')).toBe('/fr/');
    expect(localTarget('/api/articles/new-slug?lang=fr')).toBe('/api/articles/new-slug?lang=fr');
  });

  it.each([
    ['//evil.example/login', '/evil.example/login'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['//@evil.example', '/@evil.example'],
    ['/%2F/evil.example', '/evil.example'],
    ['/%5c%2fevil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n\r/evil.example', '/evil.example'],
    ['https://evil.example/', '/https://evil.example/'],
    ['javascript:alert(1)', '/javascript:alert(1)'],
    ['evil.example', '/evil.example'],
    ['', '/'],
  ])('makes %j a path on this site: %j', (target, expected) => {
    const made = localTarget(target);
    expect(made).toBe(expected);
    expect(new URL(made, 'https://site.example').origin).toBe('https://site.example');
  });
});

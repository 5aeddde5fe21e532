import { describe, expect, it } from 'vitest';
import { menuLinks } from './navigation';

/** The site's menus from the public read of the `navigation` global. */
describe('menuLinks', () => {
  const read = { lang: 'fr' };

  it('makes each kind of target an address, in staff’s order', () => {
    const rows = [
      { type: 'sitePage', id: 'a', label: 'À propos', target: '/about' },
      { type: 'page', id: 'b', label: 'Carrières', target: { id: 1, slug: 'careers', lang: 'fr' } },
      { type: 'article', id: 'c', label: 'Article', target: { id: 2, slug: 'a-b', lang: 'fr' } },
      { type: 'story', id: 'd', label: 'Histoire', target: { id: 3, slug: 's', lang: 'fr' } },
      {
        type: 'address',
        id: 'e',
        label: 'Report',
        target: 'https://example.org/r',
        fallback: ['label'],
      },
    ];
    expect(menuLinks(read, rows as never)).toEqual([
      { href: '/about', label: 'À propos', lang: 'fr', external: false },
      { href: '/careers', label: 'Carrières', lang: 'fr', external: false },
      { href: '/insights/a-b', label: 'Article', lang: 'fr', external: false },
      { href: '/success-stories/s', label: 'Histoire', lang: 'fr', external: false },
      { href: 'https://example.org/r', label: 'Report', lang: 'en', external: true },
    ]);
  });

  it('leaves out a link to what visitors cannot see, and a menu left empty', () => {
    const rows = [
      { type: 'page', id: 'a', label: 'Draft page', target: null },
      { type: 'address', id: 'b', label: 'Not https', target: 'javascript:alert(1)' },
      { type: 'sitePage', id: 'c', label: '   ', target: '/about' },
      {
        type: 'menu',
        id: 'd',
        label: 'Plus',
        links: [
          { type: 'story', id: 'e', label: 'Withdrawn', target: null },
          { type: 'sitePage', id: 'f', label: 'Actualités', target: '/insights' },
        ],
      },
      { type: 'menu', id: 'g', label: 'Empty', links: [{ type: 'page', id: 'h', label: 'x' }] },
    ];
    expect(menuLinks(read, rows as never)).toEqual([
      {
        href: '',
        label: 'Plus',
        lang: 'fr',
        external: false,
        children: [{ href: '/insights', label: 'Actualités', lang: 'fr', external: false }],
      },
    ]);
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { renderWithContent } from '../test/renderWithContent';
import { ProgrammesPage } from './ProgrammesPage';
// Where `inject('contentApi')` is declared.
import type {} from '../../test/content-server';

afterEach(cleanup);

/** How many programmes the content holds (the seed's, on the test's content server). */
async function programmeCount(): Promise<number> {
  const response = await fetch(`${inject('contentApi')}/api/content/programmes`);
  return ((await response.json()) as unknown[]).length;
}

describe('ProgrammesPage', () => {
  it('counts the programmes it lists in the heading, in each language’s words', async () => {
    const count = await programmeCount();
    expect(count).toBeGreaterThan(1);
    const headings: Record<string, string> = {
      en: `${count} programmes, one network`,
      fr: `${count} programmes, un seul réseau`,
      sw: `programu ${count}, mtandao mmoja`,
    };
    for (const [language, heading] of Object.entries(headings)) {
      renderWithContent(<ProgrammesPage />, { path: '/programs', language });
      const title = await screen.findByRole('heading', {
        level: 2,
        name: /network|réseau|mtandao/,
      });
      expect(title.textContent).toBe(heading);
      expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(count);
      cleanup();
    }
  });
});

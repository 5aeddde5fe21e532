// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyHandlers } from '../mocks/handlers';
import { MockWidget } from '../mocks/render';
import { sampleStories } from '../mocks/stories';
import { StoryGrid } from './StoryGrid';

afterEach(cleanup);

describe('StoryGrid', () => {
  it('shows a spinner with the loading copy while loading', () => {
    render(
      <MockWidget handlers={storyHandlers({ mode: 'loading' })}>
        <StoryGrid />
      </MockWidget>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading success stories...');
  });

  it('shows the error copy when the list fails', async () => {
    render(
      <MockWidget handlers={storyHandlers({ mode: 'error' })}>
        <StoryGrid />
      </MockWidget>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load success stories.');
  });

  it('says so when there are no stories', async () => {
    render(
      <MockWidget handlers={storyHandlers({ mode: 'empty' })}>
        <StoryGrid />
      </MockWidget>,
    );
    expect(await screen.findByText(/No success stories yet/)).toBeTruthy();
  });

  it('shows a card per story with a real link, icon and stagger', async () => {
    render(
      <MockWidget handlers={storyHandlers()}>
        <StoryGrid />
      </MockWidget>,
    );
    const links = await screen.findAllByRole('link', { name: /Read Full Story/ });
    expect(links).toHaveLength(sampleStories.length);
    expect(links[0]!.getAttribute('href')).toBe(
      'http://api.test/success-stories/lagos-classrooms-reimagined',
    );
    const cards = document.querySelectorAll('article');
    expect((cards[2] as HTMLElement).style.animationDelay).toBe('0.2s');
    expect(cards[0]!.querySelector('[data-icon]')!.getAttribute('data-icon')).toBe('education');
    const img = cards[0]!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('srcset')).toContain('?w=320 320w');
    expect(img.getAttribute('sizes')).toBeTruthy();
  });

  it('asks for only the first page when given a limit', async () => {
    render(
      <MockWidget handlers={storyHandlers()}>
        <StoryGrid limit={3} linkBase="/success-stories" />
      </MockWidget>,
    );
    const links = await screen.findAllByRole('link', { name: /Read Full Story/ });
    expect(links).toHaveLength(3);
    expect(links[1]!.getAttribute('href')).toBe('/success-stories/community-health-scorecards');
  });

  it('calls onStoryOpen with the slug on a plain click', async () => {
    const onStoryOpen = vi.fn((_detail, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(
      <MockWidget handlers={storyHandlers()}>
        <StoryGrid onStoryOpen={onStoryOpen} />
      </MockWidget>,
    );
    const [first] = await screen.findAllByRole('link', { name: /Read Full Story/ });
    fireEvent.click(first!);
    expect(onStoryOpen).toHaveBeenCalledWith(
      { slug: 'lagos-classrooms-reimagined', href: first!.getAttribute('href') },
      expect.anything(),
    );
    fireEvent.click(first!, { ctrlKey: true });
    expect(onStoryOpen).toHaveBeenCalledTimes(1);
  });

  it('speaks French when asked', async () => {
    render(
      <MockWidget handlers={storyHandlers()} lang="fr">
        <StoryGrid limit={1} />
      </MockWidget>,
    );
    expect(await screen.findByRole('link', { name: /Lire l'histoire complète/ })).toBeTruthy();
  });

  it('marks English stories lang="en" on an Arabic page and isolates their figures', async () => {
    render(
      <MockWidget handlers={storyHandlers()} lang="ar">
        <StoryGrid limit={2} />
      </MockWidget>,
    );
    const title = await screen.findByRole('heading', { name: sampleStories[0]!.title });
    expect(title.getAttribute('lang')).toBe('en');
    const card = title.closest('article')!;
    expect(card.querySelector('[data-part="card-summary"]')!.getAttribute('lang')).toBe('en');
    const impact = card.querySelector('dd bdi')!;
    expect(impact.textContent).toBe(sampleStories[0]!.impact);
    expect(impact.getAttribute('lang')).toBe('en');
    // The card's own words are the page's: no lang of their own.
    expect(card.querySelector('[data-part="card-link"]')!.hasAttribute('lang')).toBe(false);
  });

  it('marks nothing on an English page', async () => {
    render(
      <MockWidget handlers={storyHandlers()}>
        <StoryGrid limit={1} />
      </MockWidget>,
    );
    const title = await screen.findByRole('heading', { name: sampleStories[0]!.title });
    expect(title.hasAttribute('lang')).toBe(false);
  });
});

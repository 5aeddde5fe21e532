// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyHandlers } from '../mocks/handlers';
import { MockWidget } from '../mocks/render';
import { StoryDetail } from './StoryDetail';

afterEach(cleanup);

const renderDetail = (
  props: Parameters<typeof StoryDetail>[0],
  mode: Parameters<typeof storyHandlers>[0] = {},
  lang?: string,
) =>
  render(
    <MockWidget handlers={storyHandlers(mode)} lang={lang}>
      <StoryDetail {...props} />
    </MockWidget>,
  );

describe('StoryDetail', () => {
  it('shows a spinner while loading', () => {
    renderDetail({ slug: 'lagos-classrooms-reimagined' }, { mode: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading story...');
  });

  it('says Story not found with a link back to Our Impact', async () => {
    renderDetail({ slug: 'no-such-story', variant: 'impact', backHref: '/impact' });
    expect(await screen.findByText('Story not found')).toBeTruthy();
    const back = screen.getByRole('link', { name: /Back to Our Impact/ });
    expect(back.getAttribute('href')).toBe('/impact');
  });

  it('offers Back to Success Stories when not found on the success-story page', async () => {
    renderDetail(
      { slug: 'x', variant: 'success-story', backHref: '/success-stories' },
      {
        mode: 'error',
      },
    );
    expect(await screen.findByText('Story not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Success Stories' }).getAttribute('href')).toBe(
      '/success-stories',
    );
  });

  it('shows the story, its gallery with captions and the full story with line breaks', async () => {
    renderDetail({ slug: 'lagos-classrooms-reimagined', variant: 'impact' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lagos Classrooms Reimagined' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Project Gallery' })).toBeTruthy();
    const captions = [...document.querySelectorAll('figcaption')].map((f) => f.textContent);
    expect(captions).toEqual([
      'Lagos Classrooms Reimagined - Primary Image',
      'Lagos Classrooms Reimagined - Gallery Image 1',
      'Lagos Classrooms Reimagined - Gallery Image 2',
    ]);
    expect(screen.getAllByRole('button', { name: /Go to image/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeTruthy();
    const narrative = document.querySelector('[data-part="narrative"]')!;
    // Paragraphs, and the line break inside the second one.
    const paragraphs = [...narrative.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'It started with six teachers and one borrowed classroom.',
      'Over three years the network trained 250 teachers in structured lesson planning and opened reading clubs in 40 schools.Reading scores rose in every school that joined.',
    ]);
    expect(paragraphs[1]!.querySelector('br')).not.toBeNull();
    expect(screen.getByText('12,000 pupils reached')).toBeTruthy();
    expect(document.querySelector('[data-icon="education"]')).toBeTruthy();
  });

  it('loops with the buttons and the arrow keys', async () => {
    const onGalleryChange = vi.fn();
    renderDetail({
      slug: 'lagos-classrooms-reimagined',
      variant: 'success-story',
      onGalleryChange,
    });
    const counter = await screen.findByText('1 / 3');
    const shows = (text: string) => waitFor(() => expect(counter.textContent).toBe(text));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await shows('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await shows('1 / 3');
    const viewport = document.querySelector('[data-part="gallery-viewport"]')!;
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    await shows('2 / 3');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    await shows('3 / 3');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    await shows('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: /Show image 2/ }));
    await shows('2 / 3');
    await waitFor(() => expect(onGalleryChange).toHaveBeenLastCalledWith({ index: 1, total: 3 }));
  });

  it('mirrors the arrow keys in Arabic', async () => {
    renderDetail({ slug: 'lagos-classrooms-reimagined', variant: 'success-story' }, {}, 'ar');
    const counter = await screen.findByText('1 / 3');
    const viewport = document.querySelector('[data-part="gallery-viewport"]')!;
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    await waitFor(() => expect(counter.textContent).toBe('2 / 3'));
    expect(screen.getByText('القصة كاملة')).toBeTruthy();
  });

  it('has no dots and no arrows with a single image, and uses the summary without a narrative', async () => {
    renderDetail({ slug: 'code-for-classrooms' });
    expect(await screen.findByRole('heading', { name: 'Project Gallery' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Go to image/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();

    cleanup();
    renderDetail({ slug: 'community-health-scorecards' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-part="narrative"]')!.textContent).toMatch(/^Residents of/);
  });

  it('shows no gallery when the story has no gallery images', async () => {
    renderDetail({ slug: 'open-budget-clinics' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Project Gallery' })).toBeNull();
  });
});

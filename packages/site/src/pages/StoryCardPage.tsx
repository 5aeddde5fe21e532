import {
  StoryCard,
  storyDetailMessages,
  storyGridMessages,
  storyHref,
  useMessages,
  useSuccessStory,
  useWidgetSettings,
} from '@ia/widgets';
import { STORY_CARD_COMPACT, STORY_CARD_FRAME } from '@ia/shared';
import { usePageHead } from '../head/PageHead';
import { storyCanonicalPath } from '../paths';

/**
 * /story-card/{slug}: one story as a card and nothing else, the page other sites frame when
 * they embed a story by its address (oEmbed). Its links open our story in a new tab, and the
 * card fills the frame: the height oEmbed declares for the frame's width always holds it whole
 * (`STORY_CARD_FRAME`), and the page still tells a listening parent its height. In a frame too
 * low for the picture the card is the compact one (its texts alone), and in a lower one still
 * the brief one (without the summary): `STORY_CARD_COMPACT`, which oEmbed's answer reads too.
 */
export function StoryCardPage({ params }: { params: { slug: string } }) {
  const { lang } = useWidgetSettings();
  const story = useSuccessStory(params.slug);
  const text = useMessages(storyDetailMessages);
  const labels = useMessages(storyGridMessages);
  usePageHead(
    story.isSuccess
      ? {
          title: story.data.title,
          description: story.data.summary,
          canonicalPath: storyCanonicalPath(params.slug),
          noIndex: true,
        }
      : { title: text(story.isError ? 'notFound' : 'loading'), status: 404, noIndex: true },
  );
  if (!story.isSuccess) {
    return <p css={{ margin: 0, padding: 16 }}>{text(story.isError ? 'notFound' : 'loading')}</p>;
  }
  return (
    <main
      css={{
        boxSizing: 'border-box',
        blockSize: '100vh',
        padding: STORY_CARD_FRAME.inset,
        maxWidth: STORY_CARD_FRAME.maxWidth,
        margin: '0 auto',
        [`@media (max-height: ${STORY_CARD_COMPACT.pictureFrom - 0.02}px)`]: {
          '[data-part~="card-media"]': { display: 'none' },
        },
        [`@media (max-height: ${STORY_CARD_COMPACT.summaryFrom - 0.02}px)`]: {
          '[data-part~="card-summary"]': { display: 'none' },
        },
      }}
    >
      <StoryCard
        story={story.data}
        href={storyHref(story.data.slug, undefined, '', lang)}
        labels={{ readMore: labels('readMore'), since: labels('since'), impact: labels('impact') }}
        headingLevel={1}
        imageSizes="(min-width: 496px) 480px, 100vw"
        fill
      />
    </main>
  );
}

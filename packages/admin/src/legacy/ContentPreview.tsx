import type { ArticleDocumentInput, ContentKind, StoryDocumentInput } from '@ia/shared';
import {
  ArticleDetail,
  articleQuery,
  createApiClient,
  createQueryClient,
  StoryDetail,
  successStoryQuery,
  WidgetProvider,
} from '@ia/widgets';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { color, radius } from '../theme';
import { previewArticle, previewStory, type EditableDocument } from './content';
import { adminCard, muted } from './styles';

/** The slug the preview's widgets look their data up by (the real one may still be empty). */
const PREVIEW_SLUG = 'preview';

/**
 * The item drawn by the public widgets, as visitors will see it, from what is in the form now
 * (nothing is saved or fetched): the widgets read their data from a query client of their own
 * that holds the document as the API would answer it, in the language of the open tab.
 */
export function ContentPreview({
  kind,
  document,
  lang,
  slug,
}: {
  kind: ContentKind;
  document: EditableDocument;
  lang: string;
  slug: string;
}) {
  const headingId = useId();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false, gcTime: Infinity } });
    return client;
  });
  const api = useMemo(() => createApiClient(''), []);
  if (kind === 'stories') {
    queryClient.setQueryData(
      successStoryQuery(api, PREVIEW_SLUG, lang).queryKey,
      previewStory(document as StoryDocumentInput, lang, slug),
    );
  } else {
    queryClient.setQueryData(
      articleQuery(api, PREVIEW_SLUG, lang).queryKey,
      previewArticle(document as ArticleDocumentInput, lang, slug),
    );
  }
  return (
    <section aria-labelledby={headingId} css={{ ...adminCard, position: 'sticky', top: 88 }}>
      <h2 id={headingId} css={{ fontSize: '1.2rem', margin: '0 0 4px' }}>
        Preview
      </h2>
      <p css={{ ...muted, margin: '0 0 12px' }}>
        As visitors will see it, from what is in the form (not yet saved).
      </p>
      <div
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        css={{
          border: `1px dashed ${color.border}`,
          borderRadius: radius.card,
          padding: 16,
          maxHeight: '80vh',
          overflow: 'auto',
          background: color.background,
        }}
        // Links in the preview lead nowhere yet.
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a')) event.preventDefault();
        }}
      >
        <QueryClientProvider client={queryClient}>
          <WidgetProvider api={api} lang={lang}>
            {kind === 'stories' ? (
              <StoryDetail slug={PREVIEW_SLUG} variant="success-story" headingLevel={2} />
            ) : (
              <ArticleDetail slug={PREVIEW_SLUG} headingLevel={2} />
            )}
          </WidgetProvider>
        </QueryClientProvider>
      </div>
    </section>
  );
}

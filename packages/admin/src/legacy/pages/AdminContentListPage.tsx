import type { AdminContentItem, ContentKind } from '@ia/shared';
import { useId } from 'react';
import { Link } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { AdminPage } from '../admin/AdminPage';
import { formatWhen, KIND_SPECS, thumbnailSrc } from '../admin/content';
import { useContentList } from '../admin/contentHooks';
import { adminCard, errorBox, muted, primaryButton, secondaryButton } from '../admin/styles';
import { color, radius } from '../theme';

const LANGUAGE_LABELS: Record<string, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  sw: 'Swahili',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pt: 'Portuguese',
  am: 'Amharic',
};

/** The state of an item in words and colour (never colour alone). */
export function StatusBadge({ item }: { item: Pick<AdminContentItem, 'status' | 'public'> }) {
  const [text, background, foreground] =
    item.status === 'draft'
      ? ['Draft', '#eef1f4', color.text]
      : item.public
        ? ['Published', '#e3f4ea', '#05603a']
        : ['Published, not public', '#fdecea', color.danger];
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: radius.pill,
        background,
        color: foreground,
        fontWeight: 700,
        fontSize: '0.85rem',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </span>
  );
}

function ContentList({ kind }: { kind: ContentKind }) {
  const spec = KIND_SPECS[kind];
  const list = useContentList(kind);
  if (list.isPending) {
    return (
      <p role="status" css={muted}>
        Loading {spec.plural.toLowerCase()}...
      </p>
    );
  }
  if (list.isError) {
    return (
      <div>
        <p role="alert" css={errorBox}>
          Could not load the {spec.plural.toLowerCase()}: {list.error.message}
        </p>
        <button type="button" css={secondaryButton} onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return <p css={muted}>No {spec.plural.toLowerCase()} yet. Write the first one.</p>;
  }
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.data.map((item) => (
        <li
          key={item.id}
          css={{
            display: 'grid',
            gridTemplateColumns: '64px 1fr',
            gap: 16,
            alignItems: 'center',
            padding: '14px 0',
            borderTop: `1px solid ${color.border}`,
            '&:first-of-type': { borderTop: 0 },
          }}
        >
          {item.image ? (
            <img
              src={thumbnailSrc(item.image)}
              alt=""
              width={64}
              height={48}
              loading="lazy"
              css={{ objectFit: 'cover', borderRadius: 6, background: color.border }}
            />
          ) : (
            <span
              aria-hidden="true"
              css={{ width: 64, height: 48, borderRadius: 6, background: color.border }}
            />
          )}
          <div css={{ minWidth: 0 }}>
            <Link
              href={`${spec.listPath}/${item.id}`}
              css={{
                color: color.primary,
                fontWeight: 700,
                fontSize: '1.05rem',
                overflowWrap: 'anywhere',
              }}
            >
              {item.title}
            </Link>
            <div
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '4px 12px',
                alignItems: 'center',
                marginTop: 4,
                fontSize: '0.9rem',
              }}
            >
              <StatusBadge item={item} />
              <span css={muted}>{item.category}</span>
              <span css={muted}>
                In {item.languages.map((code) => LANGUAGE_LABELS[code] ?? code).join(', ')}
              </span>
              <span css={muted}>
                Changed {formatWhen(item.updatedAt)}
                {item.updatedBy ? ` by ${item.updatedBy}` : ''}
              </span>
              {item.consentEndsAt ? (
                <span css={muted}>Consent ends {formatWhen(item.consentEndsAt)}</span>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ContentListPage({ kind }: { kind: ContentKind }) {
  const spec = KIND_SPECS[kind];
  const titleId = useId();
  return (
    <AdminPage title={spec.plural} titleId={titleId}>
      <p css={{ margin: '0 0 8px' }}>
        <Link href="/admin/dashboard" css={{ color: color.primary, fontWeight: 600 }}>
          ← Back to Dashboard
        </Link>
      </p>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'center',
          justifyContent: 'space-between',
          margin: '0 0 16px',
        }}
      >
        <h1 id={titleId} css={{ fontSize: '2rem', margin: 0 }}>
          {spec.plural}
        </h1>
        <Link href={`${spec.listPath}/new`} css={primaryButton}>
          New {spec.noun}
        </Link>
      </div>
      <AdminGate>
        {() => (
          <section css={adminCard} aria-labelledby={titleId}>
            <p css={{ ...muted, margin: '0 0 12px' }}>
              Drafts are seen only here. Open one to edit, translate, preview and publish it.
            </p>
            <ContentList kind={kind} />
          </section>
        )}
      </AdminGate>
    </AdminPage>
  );
}

/** /admin/stories: every success story, drafts included. */
export function AdminStoriesPage() {
  return <ContentListPage kind="stories" />;
}

/** /admin/articles: every article, drafts included. */
export function AdminArticlesPage() {
  return <ContentListPage kind="articles" />;
}

import { collectionNamed, type CollectionDef } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import * as api from '../api/admin';
import { invalidateContent, useItems, useSession } from '../api/hooks';
import { formatWhen } from '../editor/parts';
import { PublicationStatus } from '../editor/PublicationStatus';
import { thumbnail } from '../images/library';
import { itemHref } from '../shell/navigation';
import { refusalsFor } from '../staff/access';
import { reviewLabel } from '../staff/words';
import {
  card,
  errorBox,
  fieldLabel,
  muted,
  pill,
  primaryButton,
  smallButton,
  textInput,
} from '../ui/styles';
import { NotFoundPage } from './NotFoundPage';
import { Screen } from './Screen';
import { Pager } from '../ui/Pager';
import { SearchField } from '../ui/SearchField';

const PAGE_SIZE = 50;

/** /admin/{collection}: every item, drafts included, searched and paged; staff's order where it has one. */
export function CollectionListPage({ params }: { params: { collection?: string } }) {
  const def = collectionNamed(params.collection ?? '');
  if (!def) return <NotFoundPage />;
  return <CollectionList key={def.name} def={def} />;
}

function CollectionList({ def }: { def: CollectionDef }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  const client = useQueryClient();
  const id = useId();
  // Staff order a whole (small) collection at once: it is shown on one page.
  const pageSize = def.orderable ? 200 : PAGE_SIZE;
  const list = useItems(def, { q, status, page, pageSize });
  const session = useSession();
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const orderRefusal = session.data ? refusalsFor(session.data, undefined).reorder : undefined;
  const seesAll = session.data?.permissions.seeOthersContent ?? true;
  const canOrder = def.orderable && !q && !status && orderRefusal === undefined;

  const move = async (index: number, to: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved!);
    setMoving(true);
    setMoveError(null);
    try {
      await api.reorderItems(def, ids);
      invalidateContent(client, def.name);
      await list.refetch();
    } catch (error) {
      setMoveError((error as Error).message);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Screen
      title={def.plural}
      intro={def.description}
      actions={
        <Link href={itemHref(def.name, 'new')} css={primaryButton}>
          New {def.label.toLowerCase()}
        </Link>
      }
    >
      <form
        role="search"
        aria-label={`Search ${def.plural.toLowerCase()}`}
        onSubmit={(event) => event.preventDefault()}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginBottom: 16 }}
      >
        <div css={{ flex: '1 1 240px' }}>
          <SearchField
            label="Search"
            value={q}
            onChange={(value) => {
              setQ(value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} css={fieldLabel}>
            Show
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
            css={textInput}
          >
            <option value="">Everything</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
          </select>
        </div>
      </form>
      {def.orderable && (
        <p css={{ ...muted, marginTop: 0 }}>
          The site shows them in this order.{' '}
          {orderRefusal
            ? `${orderRefusal}.`
            : canOrder
              ? 'Move one with Earlier and Later.'
              : 'Clear the search and filter to change the order.'}
        </p>
      )}
      {!seesAll && (
        <p css={{ ...muted, marginTop: 0 }}>
          You see what is published and your own drafts. Others’ drafts are theirs until an editor
          publishes them.
        </p>
      )}
      {moveError && (
        <p role="alert" css={errorBox}>
          {moveError}
        </p>
      )}
      {list.isPending && <p role="status">Loading…</p>}
      {list.isError && (
        <p role="alert" css={errorBox}>
          {def.plural} could not be loaded. {list.error.message}
        </p>
      )}
      {list.data && items.length === 0 && (
        <p css={card}>
          {q || status ? 'Nothing matches.' : `No ${def.plural.toLowerCase()} yet.`}{' '}
          <Link href={itemHref(def.name, 'new')}>Write the first one</Link>.
        </p>
      )}
      <ul
        aria-label={def.plural}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            css={{
              ...card,
              padding: 12,
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            {item.image && (
              <img
                src={thumbnail(item.image)}
                alt=""
                css={{
                  width: 72,
                  height: 54,
                  objectFit: 'cover',
                  borderRadius: 6,
                  flex: 'none',
                  background: '#e2e8f0',
                }}
              />
            )}
            <div css={{ flex: '1 1 240px', minWidth: 0 }}>
              <Link
                href={itemHref(def.name, item.id)}
                css={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
              >
                {item.title || `(untitled ${def.label.toLowerCase()})`}
              </Link>
              <p css={{ ...muted, margin: '4px 0 0', fontSize: '0.9rem' }}>
                <PublicationStatus item={item} />{' '}
                {reviewLabel(item.review) && (
                  <>
                    <span css={pill(item.review?.state === 'submitted' ? 'amber' : 'red')}>
                      {reviewLabel(item.review)}
                    </span>{' '}
                  </>
                )}
                {session.data && item.authorId === session.data.id && !seesAll && (
                  <>
                    <span css={pill('grey')}>Yours</span>{' '}
                  </>
                )}
                {Object.entries(item.columns ?? {})
                  .filter(([, value]) => value)
                  .map(([name, value]) => `${def.fields[name]?.label ?? name}: ${value}`)
                  .join(' · ')}
                {' · '}
                {item.languages.length > 1 ? `In ${item.languages.join(', ')}` : 'English only'}
                {' · '}Changed {formatWhen(item.updatedAt)}
                {item.updatedBy ? ` by ${item.updatedBy}` : ''}
              </p>
            </div>
            {canOrder && (
              <div css={{ display: 'flex', gap: 6 }}>
                <button
                  type="button"
                  css={smallButton}
                  disabled={moving || index === 0}
                  onClick={() => void move(index, index - 1)}
                >
                  Earlier<span css={{ position: 'absolute', left: -9999 }}>: {item.title}</span>
                </button>
                <button
                  type="button"
                  css={smallButton}
                  disabled={moving || index === items.length - 1}
                  onClick={() => void move(index, index + 1)}
                >
                  Later<span css={{ position: 'absolute', left: -9999 }}>: {item.title}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pager
        label="Pages"
        page={page}
        pages={pages}
        onPage={setPage}
        note={`(${list.data?.total ?? 0} in all)`}
      />
    </Screen>
  );
}

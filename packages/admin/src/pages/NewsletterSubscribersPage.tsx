import {
  LANGUAGE_NAMES,
  NEWSLETTER_TOPICS,
  SUBSCRIBER_STATUSES,
  type NewsletterCounts,
  type SubscriberStatus,
} from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useEffect, useState } from 'react';
import { useSession } from '../api/hooks';
import { Dialog } from '../ui/Dialog';
import { Link, useLocation, useSearch } from 'wouter';
import { formatWhen } from '../editor/parts';
import {
  subscribersExportAddress,
  useEraseSubscriber,
  useSubscriberCounts,
  useSubscribers,
} from '../newsletter/api';
import {
  SUBSCRIBER_STATUS_LABELS,
  subscriberQueryOf,
  subscribersHref,
  type SubscriberQuery,
} from '../newsletter/words';
import { ListTable, scroller, table } from '../ui/ListTable';
import { LoadError } from '../ui/LoadError';
import { ImportSubscribers } from '../newsletter/ImportSubscribers';
import { Pager } from '../ui/Pager';
import { SearchField } from '../ui/SearchField';
import {
  card,
  color,
  dangerButton,
  focusRing,
  muted,
  secondaryButton,
  smallButton,
  visuallyHidden,
} from '../ui/styles';
import { useSettled } from '../ui/useSettled';
import { Screen } from './Screen';

const PAGE_SIZE = 50;

const TOPIC_LABELS: Record<string, string> = {
  education: 'Education',
  health: 'Health',
  governance: 'Governance',
};

function StatusFilters({
  query,
  counts,
}: {
  query: SubscriberQuery;
  counts: NewsletterCounts | undefined;
}) {
  const all = counts ? Object.values(counts.status).reduce((sum, n) => sum + n, 0) : undefined;
  const filters: { status: SubscriberStatus | ''; label: string; count?: number }[] = [
    { status: '', label: 'All', count: all },
    ...SUBSCRIBER_STATUSES.map((status) => ({
      status,
      label: SUBSCRIBER_STATUS_LABELS[status],
      count: counts?.status[status],
    })),
  ];
  return (
    <nav aria-label="Subscriber statuses" css={{ margin: '0 0 12px' }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 6,
        }}
      >
        {filters.map(({ status, label, count }) => (
          <li key={status || 'all'}>
            <Link
              href={subscribersHref({ q: query.q, status, page: 1 })}
              aria-current={status === query.status ? 'page' : undefined}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 40,
                padding: '0 12px',
                borderRadius: 999,
                border: '1px solid #8a9a92',
                background: status === query.status ? '#0b6e4f' : '#fff',
                color: status === query.status ? '#fff' : color.text,
                fontWeight: 600,
                textDecoration: 'none',
                '&:focus-visible': focusRing,
              }}
            >
              {label}
              {count === undefined ? '' : ` (${count.toLocaleString('en-GB')})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Subscribed, per language and per topic. */
function CountTables({ counts }: { counts: NewsletterCounts }) {
  const languages = Object.entries(counts.language).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
  return (
    <div
      css={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        margin: '0 0 16px',
      }}
    >
      <ListTable
        caption="Subscribed, per language"
        columns={['Language', 'Subscribers']}
        rows={languages.map(([code, n]) => [LANGUAGE_NAMES[code] ?? code, n ?? 0])}
        empty="No one is subscribed yet."
      />
      <ListTable
        caption="Subscribed, per topic"
        columns={['Topic', 'Subscribers']}
        rows={NEWSLETTER_TOPICS.map((topic) => [TOPIC_LABELS[topic] ?? topic, counts.topic[topic]])}
        empty="No topic chosen yet."
      />
    </div>
  );
}

/** Erasure on request, confirmed: the address goes for good, the subscriber gets nothing more. */
function EraseDialog({
  subscriber,
  onClose,
}: {
  subscriber: { id: number; email: string } | null;
  onClose: () => void;
}) {
  const erase = useEraseSubscriber();
  const { toast } = useToast();
  return (
    <Dialog open={subscriber !== null} onClose={onClose} title="Erase this subscriber?">
      <p>
        <strong css={{ overflowWrap: 'anywhere' }}>{subscriber?.email}</strong> is removed for good
        and gets no more issues. Only a one-way hash of the address is kept, so that it stays
        unsubscribed; nobody can read the address from it. This cannot be undone.
      </p>
      {erase.isError && (
        <p role="alert" css={{ color: '#8a1c12' }}>
          {erase.error.message}
        </p>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          css={dangerButton}
          disabled={erase.isPending}
          onClick={() =>
            subscriber &&
            erase.mutate(subscriber.id, {
              onSuccess: () => {
                toast({ title: 'Subscriber erased' });
                onClose();
              },
            })
          }
        >
          {erase.isPending ? 'Erasing…' : 'Erase the address'}
        </button>
        <button type="button" css={secondaryButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

/**
 * /admin/newsletter/subscribers: who subscribed, searched by address and filtered by status on
 * the server (a page at a time, fast with a hundred thousand), with the counts per status,
 * language and topic; editors and administrators export what the list finds as CSV and erase a
 * subscriber on request.
 */
export function NewsletterSubscribersPage() {
  const session = useSession();
  const manage = session.data?.permissions.manageSubscribers === true;
  const [erasing, setErasing] = useState<{ id: number; email: string } | null>(null);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = subscriberQueryOf(search);
  const [typed, setTyped] = useState(query.q);
  const settled = useSettled(typed.trim(), 300);
  useEffect(() => {
    if (settled !== query.q.trim()) {
      navigate(subscribersHref({ ...query, q: settled, page: 1 }), { replace: true });
    }
    // Only a pause in the typing changes the address.
  }, [settled]);
  const list = useSubscribers(query, PAGE_SIZE);
  const counts = useSubscriberCounts();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  let body;
  if (list.isPending) {
    body = (
      <p role="status" css={muted}>
        Loading the subscribers…
      </p>
    );
  } else if (list.isError) {
    body = <LoadError what="The subscribers" error={list.error} onRetry={() => list.refetch()} />;
  } else if (list.data.total === 0) {
    body = (
      <p css={card}>{query.q || query.status ? 'No subscriber matches.' : 'No subscriber yet.'}</p>
    );
  } else {
    body = (
      <section css={{ ...card, minWidth: 0 }} aria-busy={list.isFetching || undefined}>
        <div
          css={{ ...scroller, maxHeight: 'none' }}
          tabIndex={0}
          role="region"
          aria-label="Subscribers"
        >
          <table css={{ ...table, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <caption>
              {list.data.total.toLocaleString('en-GB')} subscriber
              {list.data.total === 1 ? '' : 's'}
              {query.status ? `: ${SUBSCRIBER_STATUS_LABELS[query.status].toLowerCase()}` : ''}
              {query.q ? `, matching “${query.q}”` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">E-mail address</th>
                <th scope="col">Language</th>
                <th scope="col">Topics</th>
                <th scope="col">Status</th>
                <th scope="col">Since</th>
                {manage && (
                  <th scope="col">
                    <span css={visuallyHidden}>Erasure</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row" css={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                    {subscriber.email ?? <span css={muted}>(erased)</span>}
                  </th>
                  <td>{LANGUAGE_NAMES[subscriber.language] ?? subscriber.language}</td>
                  <td>
                    {subscriber.topics.length === 0
                      ? 'None chosen'
                      : subscriber.topics.map((topic) => TOPIC_LABELS[topic] ?? topic).join(', ')}
                  </td>
                  <td>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</td>
                  <td>{formatWhen(subscriber.confirmedAt ?? subscriber.createdAt)}</td>
                  {manage && (
                    <td>
                      {subscriber.email && (
                        <button
                          type="button"
                          css={smallButton}
                          onClick={() =>
                            setErasing({ id: subscriber.id, email: subscriber.email! })
                          }
                        >
                          Erase<span css={visuallyHidden}> {subscriber.email}</span>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          label="Pages of subscribers"
          page={query.page}
          pages={pages}
          hrefOf={(page) => subscribersHref({ ...query, page })}
        />
      </section>
    );
  }

  return (
    <Screen
      title="Newsletter subscribers"
      breadcrumb={<Link href="/newsletter">Newsletter issues</Link>}
      intro="Who subscribed on the site. A subscription counts once its address is confirmed by the e-mailed link; an unsubscribed or bounced address gets no more issues."
    >
      <StatusFilters query={query} counts={counts.data} />
      <div css={{ maxWidth: 480, margin: '0 0 16px' }}>
        <SearchField label="Search by e-mail address" value={typed} onChange={setTyped} />
      </div>
      {manage && (
        <p css={{ margin: '0 0 16px' }}>
          <a href={subscribersExportAddress(query)} download css={smallButton}>
            Export {query.q || query.status ? 'these subscribers' : 'every subscriber'} as CSV
          </a>
        </p>
      )}
      {manage && <ImportSubscribers />}
      {counts.data && <CountTables counts={counts.data} />}
      {body}
      <EraseDialog subscriber={erasing} onClose={() => setErasing(null)} />
    </Screen>
  );
}

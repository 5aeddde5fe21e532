import type { UseQueryResult } from '@tanstack/react-query';
import { useSiteTranslation } from '../i18n';

/**
 * What a page shows while its content loads after a click (a server-rendered page has it at
 * once), or when it could not be read: a status line, and a way to try again.
 */
export function ContentStatus({ queries }: { queries: readonly UseQueryResult[] }) {
  const { t } = useSiteTranslation();
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <div role="alert" css={{ textAlign: 'center', padding: '64px 16px' }}>
        <p css={{ margin: '0 0 12px' }}>{t('common.error')}</p>
        <button type="button" onClick={() => failed.forEach((query) => void query.refetch())}>
          {t('shared.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" css={{ textAlign: 'center', padding: '64px 16px', color: '#52606d' }}>
      {t('common.loading')}
    </p>
  );
}

/** Whether every query of a page has its data. */
export const allLoaded = (queries: readonly UseQueryResult[]) =>
  queries.every((query) => query.data !== undefined);

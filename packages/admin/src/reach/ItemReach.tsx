import type { CollectionDef } from '@ia/shared';
import { infoBox } from '../ui/styles';
import { useItemReach } from './api';

const KINDS: Record<string, 'story' | 'article'> = { stories: 'story', articles: 'article' };

/**
 * Under a story's or an article's editor: its reads on the site this month, and the share of
 * views from partner sites' widgets and story cards. Nothing for other kinds, a new item, or a
 * role that does not see reach.
 */
export function ItemReach({ def, slug }: { def: CollectionDef; slug: unknown }) {
  const kind = KINDS[def.name];
  const reach = useItemReach(kind, typeof slug === 'string' ? slug : '');
  if (!kind || !reach.data) return null;
  const { reads, partnerViews } = reach.data;
  const all = reads + partnerViews;
  const share = all === 0 ? 0 : Math.round((partnerViews / all) * 100);
  return (
    <p css={infoBox} aria-label="Reach this month">
      This month: {reads} {reads === 1 ? 'read' : 'reads'} on the site, {partnerViews} views on
      partner sites ({share} % of {all} from partners).
    </p>
  );
}

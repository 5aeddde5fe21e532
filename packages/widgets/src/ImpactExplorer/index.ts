export { ImpactExplorer, type ImpactExplorerProps } from './ImpactExplorer';
export { impactExplorerMessages } from './messages';
export {
  changeState,
  initialExplorerState,
  normalizeState,
  pageNumbers,
  searchFromState,
  stateFromSearch,
  storyListParams,
  PAGE_SIZE,
  SECTORS,
  SORTS,
  type ExplorerState,
  type ViewMode,
} from './impactExplorer';
export {
  impactExplorerQuery,
  storyPageQuery,
  useStoryCount,
  useStoryPage,
} from './useImpactStories';

export { ImpactExplorer, type ImpactExplorerProps } from './ImpactExplorer';
export { impactExplorerMessages } from './messages';
export {
  exploreStories,
  filterStories,
  impactValue,
  initialExplorerState,
  pageNumbers,
  paginate,
  sortStories,
  PAGE_SIZE,
  SECTORS,
  SORTS,
  type ExplorerState,
  type Page,
  type ViewMode,
} from './impactExplorer';
export { useImpactStories } from './useImpactStories';

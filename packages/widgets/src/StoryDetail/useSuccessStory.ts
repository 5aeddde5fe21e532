import { useWidgetQuery } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { successStoryQuery } from './queries';

export { successStoryEndpoint, successStoryQuery } from './queries';

/** One story with its gallery and narrative; runs only when there is a slug. */
export function useSuccessStory(slug: string | undefined) {
  const { api, lang } = useWidgetSettings();
  return useWidgetQuery({ ...successStoryQuery(api, slug ?? '', lang), enabled: Boolean(slug) });
}

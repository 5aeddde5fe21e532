import * as v from 'valibot';
import type { ApiClient } from '../core/api';
import { useWidgetQuery } from '../core/query';
import { apiQuery } from '../core/queryOptions';
import { isSupportedLanguage } from './languages';

/** Staff's own wordings of the interface's texts in one language, by key (`storyGrid.readMore`). */
export type InterfaceTexts = Readonly<Record<string, string>>;

const interfaceTextsSchema = v.object({
  lang: v.string(),
  texts: v.record(v.string(), v.string()),
});

const NONE: InterfaceTexts = {};

/**
 * `GET /api/interface-texts?lang=`: staff's wordings in a language, asked for with the widgets'
 * other data (on a server render too, so the page comes with them and hydrates the same).
 */
export const interfaceTextsQuery = (api: ApiClient, lang: string) =>
  apiQuery(api, '/api/interface-texts', interfaceTextsSchema, {
    lang: lang.split('-')[0]!.toLowerCase(),
  });

/**
 * Staff's wordings in `lang` (none while they load, or where the API does not have them: the
 * shipped texts then show).
 */
export function useInterfaceTexts(api: ApiClient, lang: string): InterfaceTexts {
  const primary = lang.split('-')[0]!.toLowerCase();
  const { data } = useWidgetQuery({
    ...interfaceTextsQuery(api, primary),
    enabled: isSupportedLanguage(primary),
  });
  return data?.texts ?? NONE;
}

import { useMemo } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { createUploadClient, type UploadClient } from './uploadClient';

/** The given client (tests, a host with its own transport) or one for the widget's API origin. */
export function useUploadClient(given?: UploadClient): UploadClient {
  const { apiBase } = useWidgetSettings();
  return useMemo(() => given ?? createUploadClient(apiBase), [given, apiBase]);
}

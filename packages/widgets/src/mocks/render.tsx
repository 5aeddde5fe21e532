import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../core/queryClient';
import { WidgetProvider } from '../core/WidgetContext';
import { mockApiClient } from './fetch';

export interface MockWidgetProps {
  handlers: RequestHandler[];
  lang?: string;
  /** Told the address of every request the widget makes. */
  onRequest?: (url: string) => void;
  children: ReactNode;
}

/** Wraps a widget for a test: its own query cache and an API answered by msw handlers. */
export function MockWidget({ handlers, lang, onRequest, children }: MockWidgetProps) {
  const [client] = useState(createQueryClient);
  const [api] = useState(() => mockApiClient(handlers, undefined, onRequest));
  return (
    <QueryClientProvider client={client}>
      <WidgetProvider api={api} lang={lang}>
        {children}
      </WidgetProvider>
    </QueryClientProvider>
  );
}

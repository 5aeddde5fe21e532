import { LANGUAGE_NAMES } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { fieldLabel, muted, primaryButton, smallButton, textInput } from '../ui/styles';
import { fetchIssuePreview, newsletterKeys } from './api';

const WIDTHS = { phone: 'Phone width', desktop: 'Desktop width', text: 'Plain text' } as const;
type Width = keyof typeof WIDTHS;

/**
 * The saved issue as a language's subscribers get it, drawn by the server's e-mail renderer: in
 * a sandboxed frame (no script runs in it) at a phone's or a desktop's width, or the plain-text
 * part mail programs show when they show no HTML.
 */
export function IssuePreview({
  id,
  languages,
  open,
  onClose,
}: {
  id: number;
  /** English, then the languages the issue has a version in. */
  languages: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const [language, setLanguage] = useState('en');
  const [width, setWidth] = useState<Width>('desktop');
  const selectId = useId();
  const preview = useQuery({
    queryKey: [...newsletterKeys.issue(id), 'preview', language],
    queryFn: () => fetchIssuePreview(id, language),
    enabled: open,
    staleTime: 0,
  });
  return (
    <Dialog open={open} onClose={onClose} title="Preview of the e-mail" wide>
      <div
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: 8 }}
      >
        <div>
          <label htmlFor={selectId} css={fieldLabel}>
            Version
          </label>
          <select
            id={selectId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            css={{ ...textInput, width: 'auto' }}
          >
            {languages.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code] ?? code}
              </option>
            ))}
          </select>
        </div>
        <span css={{ flex: 1 }} />
        {(Object.keys(WIDTHS) as Width[]).map((each) => (
          <button
            key={each}
            type="button"
            css={smallButton}
            aria-pressed={width === each}
            onClick={() => setWidth(each)}
          >
            {WIDTHS[each]}
          </button>
        ))}
        <button type="button" css={primaryButton} onClick={onClose}>
          Close preview
        </button>
      </div>
      {preview.isError && (
        <p role="alert" css={{ color: '#8a1c12' }}>
          {preview.error.message}
        </p>
      )}
      {preview.isPending && <p role="status">Drawing the e-mail…</p>}
      {preview.data && (
        <>
          <p css={{ ...muted, margin: '0 0 8px' }}>
            Subject: <strong dir="auto">{preview.data.subject}</strong>
          </p>
          {width === 'text' ? (
            <pre
              dir="auto"
              role="region"
              aria-label="The e-mail as plain text"
              tabIndex={0}
              css={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                background: '#fff',
                border: '1px solid #cbd5d1',
                borderRadius: 8,
                padding: 12,
                maxHeight: '70vh',
                overflow: 'auto',
                margin: 0,
              }}
            >
              {preview.data.text}
            </pre>
          ) : (
            <div
              css={{
                display: 'flex',
                justifyContent: 'center',
                background: '#e9edf0',
                padding: 8,
                borderRadius: 8,
              }}
            >
              <iframe
                title={`The e-mail at ${WIDTHS[width].toLowerCase()}`}
                srcDoc={preview.data.html}
                sandbox="allow-same-origin"
                css={{
                  width: width === 'phone' ? 390 : '100%',
                  maxWidth: '100%',
                  height: '70vh',
                  border: 0,
                  background: '#fff',
                }}
              />
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}

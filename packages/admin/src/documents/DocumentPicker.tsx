import { useId, useState } from 'react';
import { useDocuments } from '../api/hooks';
import { fileSize } from '../images/library';
import { fieldLabel, help, muted, textInput } from '../ui/styles';
import { useSettled } from '../ui/useSettled';
import { formatName } from './library';

/**
 * A document of the library chosen by its title (searched), with its type and size: what a link
 * to a document or a field naming one stores is its address (`/documents/…`), which the server
 * counts as a use of it.
 */
export function DocumentPicker({
  value,
  onChoose,
}: {
  value: string;
  onChoose: (url: string, title: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useSettled(q.trim());
  const documents = useDocuments({ q: search, pageSize: 20 });
  const items = documents.data?.items ?? [];
  return (
    <div>
      <label htmlFor={`${id}-q`} css={fieldLabel}>
        Find a document by its title
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        css={textInput}
      />
      <p role="status" css={{ ...help, marginBottom: 8 }}>
        {documents.isPending
          ? 'Loading the documents...'
          : documents.isError
            ? `The documents could not be loaded. ${documents.error.message}`
            : items.length === 0
              ? search
                ? 'No document matches this search.'
                : 'The library has no documents yet: upload them under Documents.'
              : `${documents.data?.total ?? items.length} ${(documents.data?.total ?? items.length) === 1 ? 'document' : 'documents'}; choose one.`}
      </p>
      {items.length > 0 && (
        <fieldset css={{ border: 0, margin: 0, padding: 0, maxHeight: 240, overflowY: 'auto' }}>
          <legend css={{ ...fieldLabel }}>Document</legend>
          {items.map((document) => (
            <label
              key={document.id}
              css={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}
            >
              <input
                type="radio"
                name={`${id}-document`}
                value={document.url}
                checked={value === document.url}
                onChange={() => onChoose(document.url, document.title)}
              />
              <span>
                {document.title}{' '}
                <span css={muted}>
                  ({formatName(document)}, {fileSize(document.byteSize)})
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

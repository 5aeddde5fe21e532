import { isLibraryDocument, isValidLink } from '@ia/shared';
import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { useEffect, useId, useState } from 'react';
import { DocumentPicker } from '../../documents/DocumentPicker';
import { Dialog } from '../../ui/Dialog';
import {
  fieldError,
  fieldLabel,
  help,
  primaryButton,
  secondaryButton,
  textInput,
} from '../../ui/styles';

type LinkKind = 'address' | 'document';

/**
 * The target of a link: a page of the site or an https address, or a document of the library
 * (Documents); or no link. A link made on no selection shows the address, or the document's title.
 */
export function LinkDialog({
  open,
  editor,
  onClose,
}: {
  open: boolean;
  editor: Editor;
  onClose: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<LinkKind>('address');
  const [href, setHref] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const current = String(editor.getAttributes('link').href ?? '');
    setHref(current);
    setKind(isLibraryDocument(current) ? 'document' : 'address');
    setTitle('');
    setError(null);
  }, [open, editor]);
  const apply = () => {
    const address = href.trim();
    if (kind === 'document' && !isLibraryDocument(address)) {
      setError('Choose a document of the library');
      return;
    }
    if (!isValidLink(address)) {
      setError(
        'Use a page of this site (starting with /, for example /contact) or an https:// address',
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: (kind === 'document' && title) || address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      // The caret goes after the link, as in a word processor: what is typed next (Enter
      // included) follows the link instead of replacing the words just linked.
      chain
        .setLink({ href: address })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          return true;
        })
        .run();
    }
    onClose();
  };
  const choose = (next: LinkKind) => {
    setKind(next);
    setError(null);
    if (next === 'document' && !isLibraryDocument(href.trim())) setHref('');
    if (next === 'address' && isLibraryDocument(href.trim())) setHref('');
  };
  return (
    <Dialog open={open} onClose={onClose} title="Link">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        css={{ display: 'grid', gap: 12 }}
      >
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={fieldLabel}>Link to</legend>
          <div css={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <label css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'address'}
                onChange={() => choose('address')}
              />
              A page or a web address
            </label>
            <label css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'document'}
                onChange={() => choose('document')}
              />
              A document
            </label>
          </div>
        </fieldset>
        {kind === 'address' ? (
          <div>
            <label htmlFor={id} css={fieldLabel}>
              Link address
            </label>
            <input
              id={id}
              value={href}
              autoFocus
              spellCheck={false}
              inputMode="url"
              placeholder="/contact or https://…"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setHref(event.target.value)}
              css={textInput}
            />
            <p id={`${id}-hint`} css={error ? fieldError : help}>
              {error ??
                'A page of this site opens in the same tab; an address elsewhere opens in a new tab and is marked as such.'}
            </p>
          </div>
        ) : (
          <div>
            <DocumentPicker
              value={href}
              onChoose={(url, name) => {
                setHref(url);
                setTitle(name);
                setError(null);
              }}
            />
            {error && (
              <p role="alert" css={fieldError}>
                {error}
              </p>
            )}
          </div>
        )}
        <div
          css={{
            display: 'flex',
            gap: 8,
            justifyContent: 'flex-end',
            marginTop: 4,
            flexWrap: 'wrap',
          }}
        >
          {editor.isActive('link') && (
            <button
              type="button"
              css={secondaryButton}
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              Remove link
            </button>
          )}
          <button type="button" css={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" css={primaryButton}>
            Apply link
          </button>
        </div>
      </form>
    </Dialog>
  );
}

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ABOUT } from './fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditableDocument } from '../api/admin';
import { ApiError } from '../api/http';
import { DocumentForm, ErrorSummary } from '../forms/DocumentForm';
import { requestLeave } from '../shell/guard';
import { useEditor } from './useEditor';

afterEach(cleanup);

const LOADED: EditableDocument = { heading: 'Who we are', note: '', translations: {} };

/** A document editor the way the editor screens write one, saving with `write`. */
function Editor({ write }: { write: (doc: EditableDocument) => Promise<unknown> }) {
  const editor = useEditor(ABOUT, LOADED);
  if (!editor.form) return null;
  const doc = editor.form;
  return (
    <>
      <ErrorSummary message={editor.message} errors={editor.errors} lang={editor.lang} />
      <DocumentForm
        def={ABOUT}
        doc={doc}
        lang={editor.lang}
        errors={editor.errors}
        onChange={editor.setForm}
      />
      <p role="status">{editor.dirty ? 'Unsaved changes' : 'Saved'}</p>
      <button
        type="button"
        disabled={editor.busy}
        onClick={async () => {
          if (await editor.check())
            await editor.run(async () => ({
              document: (await write(doc)) as EditableDocument,
            }));
        }}
      >
        Save
      </button>
    </>
  );
}

const heading = () => screen.getByLabelText(/^Heading/) as HTMLInputElement;
const type = (value: string) =>
  act(async () => void fireEvent.change(heading(), { target: { value } }));
const save = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const described = () =>
  (heading().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the document editor on the form kit', () => {
  it('has unsaved changes while the document differs from the saved one, holding the leave-guard', async () => {
    render(<Editor write={async (doc) => doc} />);
    expect(heading().value).toBe('Who we are');
    expect(screen.getByRole('status').textContent).toBe('Saved');
    let left = 0;
    await type('Who we were');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    requestLeave(() => (left += 1));
    expect(left).toBe(0);
    await type('Who we are');
    expect(screen.getByRole('status').textContent).toBe('Saved');
    requestLeave(() => (left += 1));
    expect(left).toBe(1);
  });

  it('checks with the declaration’s schema before writing: the field and the summary say what is wrong', async () => {
    let writes = 0;
    render(<Editor write={async (doc) => ((writes += 1), doc)} />);
    await type('');
    await save();
    expect(writes).toBe(0);
    expect(heading().getAttribute('aria-invalid')).toBe('true');
    const [message] = described();
    expect(message).toBeTruthy();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(
      'Some fields need your attention before this can be saved.',
    );
    expect(summary.textContent).toContain(message);
  });

  it('shows the server’s 422 on the field it names, busy while writing; a saved answer is the new saved state', async () => {
    let answer: { resolve: (doc: EditableDocument) => void; reject: (error: Error) => void } = {
      resolve: () => {},
      reject: () => {},
    };
    render(
      <Editor write={() => new Promise((resolve, reject) => (answer = { resolve, reject }))} />,
    );
    await type('Our team');
    await save();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      answer.reject(
        new ApiError('Please correct the highlighted fields', 422, 'validation_failed', {
          'document.heading': 'This heading is used by another page',
        }),
      ),
    );
    expect(described()).toEqual(['This heading is used by another page']);
    expect(screen.getByRole('alert').textContent).toContain(
      'Please correct the highlighted fields',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');

    await save();
    await act(async () => answer.resolve({ heading: 'Our team', note: '', translations: {} }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(heading().getAttribute('aria-invalid')).toBeNull();
    expect(heading().value).toBe('Our team');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});

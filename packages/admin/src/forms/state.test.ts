import { describe, expect, it } from 'vitest';
import type { EditableDocument } from '../api/admin';
import { moveRow, putRow, removeRow, takeRow } from './state';

const doc = (): EditableDocument => ({
  title: 'Careers',
  body: [
    { type: 'quote', id: 'a', quote: 'One' },
    { type: 'quote', id: 'b', quote: 'Two' },
    { type: 'quote', id: 'c', quote: 'Three' },
  ],
  translations: { fr: { body: [null, { quote: 'Deux' }] }, ar: { title: 'x' } },
});

describe('blocks in the editor state', () => {
  it('moves a block with its translations', () => {
    const moved = moveRow(doc(), ['body'], 1, 0);
    expect((moved.body as { id: string }[]).map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(moved.translations?.fr?.body).toEqual([{ quote: 'Deux' }]);
  });

  it('puts a removed block back where it was, with its translations (undo)', () => {
    const before = doc();
    const taken = takeRow(before, ['body'], 1);
    const removed = removeRow(before, ['body'], 1);
    expect((removed.body as { id: string }[]).map((row) => row.id)).toEqual(['a', 'c']);
    expect(removed.translations?.fr?.body).toEqual([null]);
    const restored = putRow(removed, ['body'], taken);
    expect(restored.body).toEqual(before.body);
    expect(restored.translations?.fr?.body).toEqual([null, { quote: 'Deux' }]);
    expect(restored.translations?.ar).toEqual({ title: 'x' });
  });
});

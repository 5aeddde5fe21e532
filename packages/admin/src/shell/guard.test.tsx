// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigateAfterSave, requestLeave, useUnsavedChanges } from './guard';

afterEach(cleanup);

function Holder({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

describe('the leave-guard', () => {
  it('lets staff leave without asking once a save let go of every hold, then the editor its own', () => {
    let left = 0;
    const view = render(<Holder dirty />);
    requestLeave(() => (left += 1));
    expect(left).toBe(0); // asked first

    // A new item saved: its address without asking, then the editor lets go of its hold.
    navigateAfterSave('/newsletter/1');
    view.rerender(<Holder dirty={false} />);
    requestLeave(() => (left += 1));
    expect(left).toBe(1);

    // And the guard still works for the next change.
    view.rerender(<Holder dirty />);
    requestLeave(() => (left += 1));
    expect(left).toBe(1);
    view.unmount();
    requestLeave(() => (left += 1));
    expect(left).toBe(2);
  });
});

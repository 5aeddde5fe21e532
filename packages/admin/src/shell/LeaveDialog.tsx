import { Dialog } from '../ui/Dialog';
import { dangerButton, primaryButton } from '../ui/styles';
import { usePendingLeave } from './guard';

/** The question asked before leaving an editor with unsaved changes. */
export function LeaveDialog() {
  const { pending, stay, leave } = usePendingLeave();
  return (
    <Dialog open={pending} onClose={stay} title="Leave without saving?">
      <p>You have changes that are not saved. If you leave now, they are lost.</p>
      <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <button type="button" css={primaryButton} onClick={stay}>
          Stay and keep editing
        </button>
        <button type="button" css={dangerButton} onClick={leave}>
          Leave and lose the changes
        </button>
      </div>
    </Dialog>
  );
}

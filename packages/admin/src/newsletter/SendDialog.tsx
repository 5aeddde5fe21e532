import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceField, FormError, StaffForm, SubmitButton, TextField } from '../forms/kit/fields';
import { useStaffForm } from '../forms/kit/useStaffForm';
import { Dialog } from '../ui/Dialog';
import { infoBox, secondaryButton } from '../ui/styles';
import {
  defaultScheduleTime,
  earliestScheduleTime,
  lagosWhen,
  scheduleSchema,
  sendRequest,
  subscribersWord,
  type ScheduleValues,
} from './words';
import { lagosTimeToInstant } from '@ia/shared';

/**
 * Send now or at a time in Lagos, confirmed with the number of subscribers it goes to. The
 * send's failure (a 403, a 409) shows on the form.
 */
export function SendDialog({
  open,
  onClose,
  recipients,
  versions,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  /** How many subscribers it goes to (undefined while not known). */
  recipients: number | undefined;
  /** Who gets which version, in words. */
  versions: string;
  onSend: (body: { scheduledAt?: string }) => Promise<unknown>;
}) {
  const schema = useMemo(() => scheduleSchema(), []);
  const form = useStaffForm<ScheduleValues, ScheduleValues>({
    schema,
    defaultValues: { when: 'now', at: defaultScheduleTime() },
    onSubmit: async (values) => {
      await onSend(sendRequest(values));
      onClose();
    },
  });
  const when = useWatch({ control: form.control, name: 'when' });
  const at = useWatch({ control: form.control, name: 'at' });
  const instant = when === 'later' ? lagosTimeToInstant(at ?? '') : undefined;
  const count = recipients === undefined ? 'every subscriber' : subscribersWord(recipients);
  return (
    <Dialog open={open} onClose={onClose} title="Send the issue">
      <StaffForm form={form}>
        <ChoiceField
          name="when"
          label="When"
          choices={[
            { value: 'now', label: 'Send now', description: 'It starts going out at once.' },
            {
              value: 'later',
              label: 'Schedule',
              description: 'It goes out by itself at the time you give, in Lagos time.',
            },
          ]}
        />
        {when === 'later' && (
          <TextField
            name="at"
            label="Date and time, in Lagos time (West Africa Time, UTC+1)"
            help="Whatever your computer's time zone, this is the time in Lagos."
            type="datetime-local"
            min={earliestScheduleTime()}
          />
        )}
        <p css={infoBox}>
          {when === 'later' && instant
            ? `On ${lagosWhen(instant.toISOString())}, it goes to ${count}.`
            : `It goes to ${count} now.`}{' '}
          {versions} Once sending starts, the issue cannot change.
        </p>
        <FormError />
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <SubmitButton busy={when === 'later' ? 'Scheduling…' : 'Sending…'}>
            {when === 'later' ? `Schedule for ${count}` : `Send to ${count}`}
          </SubmitButton>
          <button type="button" css={secondaryButton} onClick={onClose}>
            Cancel
          </button>
        </div>
      </StaffForm>
    </Dialog>
  );
}

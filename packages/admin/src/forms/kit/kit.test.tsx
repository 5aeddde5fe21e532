// @vitest-environment happy-dom
import { acceptInvitationFormSchema } from '@ia/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { requestLeave } from '../../shell/guard';
import { FormError, StaffForm, SubmitButton, TextField } from './fields';
import { useStaffForm } from './useStaffForm';

afterEach(cleanup);

/** A staff form the way the screens write one, sending with `send`. */
function Join({ send, guard = false }: { send: () => Promise<unknown>; guard?: boolean }) {
  const form = useStaffForm({
    schema: acceptInvitationFormSchema,
    defaultValues: { name: '', password: '', repeat: '' },
    onSubmit: send,
    guard,
  });
  return (
    <StaffForm form={form}>
      <FormError />
      <TextField label="Your name" name="name" help="Colleagues see it." />
      <TextField label="Password" name="password" type="password" />
      <TextField label="The same password again" name="repeat" type="password" />
      <SubmitButton busy="Joining…">Join</SubmitButton>
    </StaffForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button')));
const described = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the staff form kit', () => {
  it('checks with the schema before sending: each field says what is wrong, read with it, and the first gets the focus', async () => {
    let sent = 0;
    render(<Join send={async () => void (sent += 1)} />);
    type('Password', 'short');
    await submit();
    expect(sent).toBe(0);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(described('Your name')).toEqual(['Colleagues see it.', 'Enter your name']);
    expect(described('Password')).toEqual([
      'Use at least 12 characters (a few words make a good password)',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(screen.queryByRole('alert')).toBeNull();

    type('Your name', 'Edna');
    type('Password', 'river stones at dusk');
    type('The same password again', 'river stones at dusk');
    await submit();
    expect(sent).toBe(1);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s 422 on the fields it names and its message above them, busy while sending', async () => {
    let answer: (error: ApiError) => void = () => {};
    render(<Join send={() => new Promise((_, reject) => (answer = reject))} />);
    type('Your name', 'Edna');
    type('Password', 'password1234');
    type('The same password again', 'password1234');
    await submit();
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Joining…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      answer(
        new ApiError('Please correct the highlighted fields', 422, 'validation_failed', {
          password: 'This password is too common',
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    expect(described('Password')).toEqual(['This password is too common']);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(button.textContent).toBe('Join');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('says a message once when the field it names already says it', async () => {
    render(
      <Join
        send={() =>
          Promise.reject(
            new ApiError('The password is not correct', 422, 'validation_failed', {
              password: 'The password is not correct',
            }),
          )
        }
      />,
    );
    type('Your name', 'Edna');
    type('Password', 'river stones at dusk');
    type('The same password again', 'river stones at dusk');
    await submit();
    expect(described('Password')).toEqual(['The password is not correct']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds the leave-guard while a guarded form has unsaved changes', async () => {
    render(<Join guard send={async () => {}} />);
    let left = 0;
    requestLeave(() => (left += 1));
    expect(left).toBe(1);
    await act(async () => type('Your name', 'Edna'));
    requestLeave(() => (left += 1));
    expect(left).toBe(1);
    await act(async () => type('Your name', ''));
    requestLeave(() => (left += 1));
    expect(left).toBe(2);
  });
});

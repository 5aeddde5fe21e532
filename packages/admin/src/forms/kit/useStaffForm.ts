import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';
import { useUnsavedChanges } from '../../shell/guard';
import { formError } from '../../staff/words';

/** A failed request as a form shows it: a message on top, and one per field it names. */
export type Failure = { message: string; fields: Record<string, string> };

export interface StaffFormOptions<Input extends FieldValues, Output> {
  /** The valibot schema of what the form sends (the one the server checks with, `@ia/shared`). */
  schema: v.GenericSchema<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the checked values; a thrown error is shown on the form (`describeFailure`). A form
   * whose screen sends it by its own actions (the document editor: save, publish, submit for
   * review) gives none, and shows their failures with `fail`.
   */
  onSubmit?: (values: Output) => unknown;
  /** How a failed request reads on this form (a 422 names its fields). */
  describeFailure?: (error: unknown) => Failure;
  /** Unsaved changes hold the leave-guard: leaving asks first while the form is dirty. */
  guard?: boolean;
}

export type StaffFormApi<Input extends FieldValues = FieldValues, Output = Input> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** The form's `onSubmit`: checks with the schema, then sends. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Shows a failed request: its message above the form, its fields' messages beside them. */
  fail: (failure: Failure) => void;
};

/** The form-wide message of a failed request (the error summary shows it). */
export const SERVER_ERROR = 'root.server';

/**
 * Every staff form: react-hook-form checking with the request's valibot schema before anything
 * is sent (the first wrong field gets the focus), the server's answer shown the same way (a
 * 422's `fields` on their fields, its message in the summary unless a field already says it),
 * one busy state (`formState.isSubmitting`), and the dirty state feeding the leave-guard.
 * Fields are checked again only at the next submit, as staff expect from a form that said
 * what was wrong.
 */
export function useStaffForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  describeFailure = formError,
  guard = false,
}: StaffFormOptions<Input, Output>): StaffFormApi<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { setError } = form;
  useUnsavedChanges(guard && form.formState.isDirty);

  const fail = useCallback(
    ({ message, fields }: Failure) => {
      const named = Object.entries(fields);
      named.forEach(([name, text], index) =>
        setError(
          name as Path<Input>,
          { type: 'server', message: text },
          { shouldFocus: index === 0 },
        ),
      );
      if (!named.some(([, text]) => text === message)) {
        setError(SERVER_ERROR as `root.${string}`, { type: 'server', message });
      }
    },
    [setError],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit?.(values);
    } catch (error) {
      fail(describeFailure(error));
    }
  });

  return { ...form, submit, fail };
}

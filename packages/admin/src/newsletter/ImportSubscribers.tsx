import { useId, useState, type FormEvent } from 'react';
import { errorBox, fieldLabel, help, infoBox, primaryButton } from '../ui/styles';
import { useImportSubscribers } from './api';

/**
 * Subscribers from a CSV file (a header row naming `email`, and `language` and `topics` where
 * known), for addresses whose consent was given elsewhere: staff say so before sending it. The
 * answer says what was added, what was known already (left as it was) and which lines are wrong.
 */
export function ImportSubscribers() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const run = useImportSubscribers();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing('Choose a CSV file first.');
    if (!consent) return setMissing('Say that these people agreed to receive the newsletter.');
    setMissing(null);
    run.mutate(file);
  };
  const report = run.data;
  return (
    <details css={{ margin: '0 0 16px' }}>
      <summary css={{ cursor: 'pointer', fontWeight: 600 }}>
        Import subscribers from a CSV file
      </summary>
      <form onSubmit={submit} noValidate css={{ marginTop: 12, maxWidth: 640 }}>
        <label htmlFor={`${id}-file`} css={fieldLabel}>
          CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-help`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-help`} css={help}>
          A first row naming the columns: <code>email</code>, and <code>language</code> (such as fr,
          ha; English when empty) and <code>topics</code> (education, health, governance) where you
          have them. An address already on the list is left as it is: someone who unsubscribed stays
          unsubscribed.
        </p>
        <label css={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '12px 0' }}>
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            css={{ width: 22, height: 22, margin: '2px 0 0', flex: 'none' }}
          />
          <span>
            These people agreed to receive the newsletter (they are subscribed without a
            confirmation e-mail).
          </span>
        </label>
        {(missing || run.isError) && (
          <p role="alert" css={errorBox}>
            {missing ?? run.error?.message}
          </p>
        )}
        <button type="submit" css={primaryButton} disabled={run.isPending}>
          {run.isPending ? 'Importing…' : 'Import'}
        </button>
      </form>
      {report && (
        <div role="status" css={{ ...infoBox, marginTop: 12 }}>
          <p css={{ margin: 0 }}>
            {report.added} added, {report.skipped} already on the list (left as they were),{' '}
            {report.invalid} not valid.
          </p>
          {report.problems.length > 0 && (
            <ul css={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {report.problems.map((problem) => (
                <li key={problem.line}>
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}

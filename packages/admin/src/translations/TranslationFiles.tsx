import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, sendFile } from '../api/http';
import { keys } from '../api/hooks';
import {
  card,
  errorBox,
  fieldLabel,
  help,
  infoBox,
  primaryButton,
  secondaryButton,
  textInput,
} from '../ui/styles';

/** What the server answers to an imported file. */
interface ImportReport {
  applied: number;
  unchanged: number;
  outOfDate: string[];
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Translation files on the translations screen: download a language as an XLIFF 2.0 file for a
 * translator's own tool (everything, or only what is missing or out of date), and upload the
 * translated file back, with what it changed or, when it is refused, each text and line at fault.
 */
export function TranslationFiles({ lang, langName }: { lang: string; langName: string }) {
  const ids = { scope: useId(), file: useId(), help: useId() };
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<{ message: string; fields: [string, string][] } | null>(
    null,
  );
  const path = `/api/admin/translations/${lang}/xliff`;

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFailure({ message: 'Choose the translated file first.', fields: [] });
      return;
    }
    setBusy(true);
    setReport(null);
    setFailure(null);
    try {
      setReport(await sendFile<ImportReport>(path, await file.text(), 'application/xliff+xml'));
      await client.invalidateQueries({ queryKey: keys.translations });
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : 'The file could not be imported.',
        fields: error instanceof ApiError ? Object.entries(error.fields ?? {}) : [],
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="translation-files" css={{ ...card, marginBottom: 20 }}>
      <h2 id="translation-files" css={{ fontSize: '1.2rem', margin: '0 0 4px' }}>
        Work in a translation tool
      </h2>
      <p css={{ ...help, margin: '0 0 12px' }}>
        Translators can work in their own tools (OmegaT, Poedit, Weblate, Crowdin…) with an XLIFF
        file: download the {langName} texts, translate them, then upload the file here. Bold text,
        links and line breaks are marked in the file and stay where the translator puts them.
      </p>

      <form method="get" action={path} css={{ marginBottom: 16 }}>
        <label htmlFor={ids.scope} css={fieldLabel}>
          Texts to download in {langName}
        </label>
        <div css={row}>
          <select
            id={ids.scope}
            name="scope"
            defaultValue="missing"
            css={{ ...textInput, width: 'auto' }}
          >
            <option value="missing">Only what is missing or out of date</option>
            <option value="all">Everything</option>
          </select>
          <button type="submit" css={secondaryButton}>
            Download XLIFF file
          </button>
        </div>
      </form>

      <form onSubmit={(event) => void upload(event)}>
        <label htmlFor={ids.file} css={fieldLabel}>
          Translated file to upload ({langName})
        </label>
        <p id={ids.help} css={{ ...help, margin: '0 0 6px' }}>
          Nothing is changed if any text in the file has a problem. Texts whose English changed
          since the download are left out and listed.
        </p>
        <div css={row}>
          <input
            id={ids.file}
            type="file"
            accept=".xlf,.xliff,application/xliff+xml,application/xml"
            aria-describedby={ids.help}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
          <button type="submit" css={primaryButton} disabled={busy}>
            {busy ? 'Uploading…' : 'Upload translations'}
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite">
        {report && (
          <div css={{ ...infoBox, marginTop: 12 }}>
            <p css={{ margin: 0 }}>
              {report.applied === 0
                ? 'Nothing new to apply.'
                : `${plural(report.applied, 'text', 'texts')} translated into ${langName}.`}{' '}
              {report.unchanged > 0 &&
                `${plural(report.unchanged, 'text was', 'texts were')} already the same.`}
            </p>
            {report.outOfDate.length > 0 && (
              <>
                <p css={{ margin: '8px 0 4px' }}>
                  {plural(report.outOfDate.length, 'text was', 'texts were')} not applied: the
                  English changed after the file was downloaded. Download a new file for them:
                </p>
                <ul css={{ margin: 0 }}>
                  {report.outOfDate.map((id) => (
                    <li key={id}>
                      <code>{id}</code>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      <div role="alert">
        {failure && (
          <div css={{ ...errorBox, marginTop: 12 }}>
            <p css={{ margin: 0, fontWeight: 600 }}>{failure.message}</p>
            {failure.fields.length > 0 && (
              <ul css={{ margin: '8px 0 0' }}>
                {failure.fields.map(([unit, message]) => (
                  <li key={unit}>
                    {unit === 'file' ? 'The file' : <code>{unit}</code>}: {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

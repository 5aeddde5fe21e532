import { imagesOf, type CollectionDef, type ImageUsage } from '@ia/shared';
import { useId, useState } from 'react';
import { fetchImageByUrl, type EditableDocument } from '../api/admin';
import { UsageLink } from '../images/ImageDetails';
import { imageName, liveUsage, thumbnail } from '../images/library';
import { Dialog } from '../ui/Dialog';
import { dangerButton, errorBox, muted, secondaryButton } from '../ui/styles';
import { formatWhen } from './parts';

/** The date field whose passing ends an item's public life (a story's consent end), if any. */
export function consentFieldOf(def: CollectionDef): string | undefined {
  return Object.entries(def.fields).find(
    ([, field]) => field.type === 'date' && field.expires === true,
  )?.[0];
}

/** The library pictures a document shows, each once (what a withdrawal takes with it). */
export function picturesOf(def: CollectionDef, doc: EditableDocument): string[] {
  return [
    ...new Set(
      imagesOf(def.fields, doc)
        .map((use) => use.image)
        .filter((image) => image.startsWith('/media/')),
    ),
  ];
}

/** What else shows a picture: the uses apart from this item's own. */
export function otherUses(
  usage: readonly ImageUsage[],
  self: { kind: string; id: number },
): ImageUsage[] {
  return usage.filter((use) => !(use.kind === self.kind && use.id === self.id));
}

interface Loss {
  picture: string;
  name: string;
  uses: ImageUsage[];
}

/**
 * "Withdraw consent now": sets the consent end to now (saved with the form), after a
 * confirmation that lists what disappears from the public site at once: the item, its pictures,
 * and every other item that shows one of them (a withdrawn picture goes everywhere).
 */
export function WithdrawConsent({
  def,
  id,
  title,
  doc,
  endsAt,
  busy,
  onWithdraw,
}: {
  def: CollectionDef;
  id: number;
  title: string;
  doc: EditableDocument;
  endsAt: string | null;
  busy: boolean;
  onWithdraw: (at: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [losses, setLosses] = useState<Loss[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const noun = def.label.toLowerCase();

  const ask = () => {
    setOpen(true);
    setLosses(null);
    setError(null);
    Promise.all(
      picturesOf(def, doc).map(async (picture) => {
        const image = await fetchImageByUrl(picture);
        return {
          picture,
          name: image ? imageName(image) : picture.replace(/^.*\//, ''),
          uses: image ? otherUses(liveUsage(image), { kind: def.name, id }) : [],
        };
      }),
    ).then(setLosses, (failure: unknown) =>
      setError(
        `What else shows its pictures could not be read: ${failure instanceof Error ? failure.message : String(failure)}`,
      ),
    );
  };

  const elsewhere = losses?.flatMap((loss) => loss.uses) ?? [];
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 24 }}>
      <h2 id={headingId} css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
        Consent
      </h2>
      <p css={{ ...muted, margin: '0 0 8px' }}>
        {endsAt ? `The consent ends ${formatWhen(endsAt)}. ` : 'The consent has no end date. '}
        If the person withdraws it, end it now: the {noun} and its pictures leave the site at once
        (browsers and caches let them go within a minute).
      </p>
      <button type="button" css={dangerButton} disabled={busy} onClick={ask}>
        Withdraw consent now
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Withdraw consent now?">
        <p css={{ marginTop: 0 }}>
          The consent end is set to now and saved (with any unsaved change of this form). From then
          on, nowhere public:
        </p>
        {error && (
          <p role="alert" css={errorBox}>
            {error}
          </p>
        )}
        {!losses && !error && <p role="status">Finding what shows its pictures…</p>}
        {losses && (
          <ul aria-label="What disappears" css={{ paddingInlineStart: 20 }}>
            <li>
              The {noun} “{title}”: its page, its card, lists, search and partners’ embeds.
            </li>
            {losses.length === 0 ? (
              <li>It shows no picture of the library.</li>
            ) : (
              losses.map((loss) => (
                <li key={loss.picture}>
                  <img
                    src={thumbnail(loss.picture, 320)}
                    alt=""
                    width={48}
                    height={36}
                    css={{ objectFit: 'cover', verticalAlign: 'middle', marginInlineEnd: 8 }}
                  />
                  The picture {loss.name}
                  {loss.uses.length > 0 && (
                    <>
                      , also taken from:
                      <ul css={{ paddingInlineStart: 20 }}>
                        {loss.uses.map((use, index) => (
                          <li key={`${use.kind}-${use.id}-${use.field}-${index}`}>
                            <UsageLink use={use} />
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))
            )}
          </ul>
        )}
        {losses && elsewhere.length === 0 && losses.length > 0 && (
          <p css={muted}>No other item shows these pictures.</p>
        )}
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={() => setOpen(false)}>
            Keep the consent
          </button>
          <button
            type="button"
            css={dangerButton}
            disabled={busy || (!losses && !error)}
            onClick={() =>
              // Closed either way: a refusal shows in the editor's summary, the form kept.
              void onWithdraw(new Date().toISOString()).finally(() => setOpen(false))
            }
          >
            Withdraw now
          </button>
        </div>
      </Dialog>
    </section>
  );
}

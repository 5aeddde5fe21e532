import { Fragment, type ReactNode } from 'react';
import { SiteLink } from '../components/SiteLink';
import { proseBlocks, proseInline } from './prose';

function Inline({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {proseInline(text).map((part, index) => (
        <Fragment key={index}>
          {part.kind === 'text' ? (
            part.text
          ) : part.kind === 'link' ? (
            <SiteLink href={part.href}>{part.text}</SiteLink>
          ) : part.name in values ? (
            values[part.name]
          ) : (
            `{${part.name}}`
          )}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A long text of the content model as paragraphs, bulleted lists and links (model/prose.ts), each
 * `{name}` replaced by `values[name]` (a text, or an element such as the contact e-mail's link).
 * `lang` marks each block when the text is not in the page's language.
 */
export function Prose({
  text,
  values,
  lang,
}: {
  text: string;
  values: Record<string, ReactNode>;
  lang?: string;
}) {
  return (
    <>
      {proseBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} lang={lang}>
            {block.items.map((item, position) => (
              <li key={position}>
                <Inline text={item} values={values} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} lang={lang} css={{ whiteSpace: 'pre-line' }}>
            <Inline text={block.text} values={values} />
          </p>
        ),
      )}
    </>
  );
}

import { Fragment, type ReactNode } from 'react';
import { SiteLink } from '../components/SiteLink';
import { useSiteTranslation } from '../i18n';
import { langAttr } from './useContent';
import { proseBlocks, proseInline } from './prose';

/**
 * A line's words, links and filled-in placeholders. Texts that follow one another are joined
 * into one: the server sends them as one text, which hydration would otherwise split.
 */
function Inline({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const nodes: ReactNode[] = [];
  const put = (node: ReactNode) => {
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] += node;
    else nodes.push(node);
  };
  for (const part of proseInline(text)) {
    if (part.kind === 'text') put(part.text);
    else if (part.kind === 'link') put(<SiteLink href={part.href}>{part.text}</SiteLink>);
    else {
      const value = part.name in values ? values[part.name] : `{${part.name}}`;
      put(typeof value === 'number' ? String(value) : value);
    }
  }
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
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
  const { language } = useSiteTranslation();
  const inLang = langAttr(lang, language);
  return (
    <>
      {proseBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} {...inLang}>
            {block.items.map((item, position) => (
              <li key={position}>
                <Inline text={item} values={values} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} {...inLang} css={{ whiteSpace: 'pre-line' }}>
            <Inline text={block.text} values={values} />
          </p>
        ),
      )}
    </>
  );
}

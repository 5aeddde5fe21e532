import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: each `{name}` of `text` is replaced by
 * `parts[name]` (a link, a strong word, code), so translators can move the element to wherever
 * their language puts it.
 */
export function Rich({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
        ) : (
          // An empty text would be a node the server never sends.
          piece || null
        ),
      )}
    </>
  );
}

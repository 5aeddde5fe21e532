// @vitest-environment happy-dom
import { checkRichText, richTextPlainText, type RichTextDocument } from '@ia/shared';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';

/** What the editor's schema keeps of pasted HTML (what a paste from Word or Google Docs brings). */
let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function pasted(html: string): RichTextDocument {
  editor = new Editor({ extensions: richTextExtensions, content: html });
  return editor.getJSON() as RichTextDocument;
}

describe('the editor’s schema', () => {
  it('cleans Google Docs and Word markup down to the allowed blocks and marks', () => {
    const doc = pasted(`
      <meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">
      <h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt">Title from a document</span></h1>
      <p class="MsoNormal" style="margin:0"><span style="font-family:Calibri;color:red">Plain <b>strong</b> <i>slanted</i> <u>underlined</u> <s>struck</s> <code>code</code></span><o:p></o:p></p>
      <h2>Section</h2><h5>Small heading</h5>
      <ul><li><p>One</p></li><li>Two<ol><li>Nested</li></ol></li></ul>
      <table><tr><td>Cell</td></tr></table>
      <p><a href="javascript:alert(1)">bad link</a> and <a href="https://example.org" target="_self" onclick="x()">good link</a></p>
      <p><img src="https://lh3.googleusercontent.com/picture.png" alt="outside"><img src="/media/a.webp" alt="library"></p>
      <blockquote><h3>quoted heading</h3><p>quoted</p></blockquote>
      <pre><code>const x = 1;</code></pre>
      </b>`);
    const checked = checkRichText(doc, { label: 'Body', maxChars: 10_000 });
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    const types = doc.content.map((node) => node.type);
    expect(types).not.toContain('table');
    expect(types).not.toContain('codeBlock');
    const json = JSON.stringify(doc);
    for (const gone of [
      '"type":"underline"',
      '"type":"strike"',
      '"type":"code"',
      'javascript:',
      'googleusercontent',
      'onclick',
      'style',
    ]) {
      expect(json).not.toContain(gone);
    }
    expect(json).toContain('"href":"https://example.org"');
    expect(json).toContain('"src":"/media/a.webp"');
    expect(doc.content.find((node) => node.type === 'heading')?.attrs?.level).toBe(2);
    const text = richTextPlainText(checked.ok ? checked.value : null);
    for (const kept of [
      'Title from a document',
      'strong',
      'slanted',
      'underlined',
      'Cell',
      'bad link',
      'quoted heading',
      'const x = 1;',
    ]) {
      expect(text).toContain(kept);
    }
  });

  it('makes Markdown-like blocks the server accepts', () => {
    const doc = pasted('<p>x</p>');
    editor!.commands.setContent({
      type: 'doc',
      content: [
        {
          type: 'blockquote',
          attrs: { attribution: 'Someone' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }],
        },
        { type: 'video', attrs: { youtubeId: 'Xk5MeZ1bU4w', title: 'Film', poster: null } },
        { type: 'keyFigure', attrs: { value: '12', label: 'things', source: '' } },
        { type: 'callToAction', attrs: { label: 'Go', href: '/contact' } },
        { type: 'horizontalRule' },
      ],
    });
    expect(doc.type).toBe('doc');
    const checked = checkRichText(editor!.getJSON(), { label: 'Body', maxChars: 100 });
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    if (checked.ok) {
      expect(checked.value!.content.map((node) => node.type)).toEqual([
        'blockquote',
        'video',
        'keyFigure',
        'callToAction',
        'horizontalRule',
      ]);
    }
  });
});

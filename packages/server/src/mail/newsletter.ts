import {
  isRichTextDocument,
  localizedPath,
  mediaVariant,
  NEWSLETTER_PAGES,
  richTextHtml,
  richTextPlainText,
  type NewsletterIssueDocument,
  type NewsletterIssueVersion,
} from '@ia/shared';
import { emailLanguage, type EmailLanguage } from './messages.js';

/**
 * A newsletter issue as an e-mail for one subscriber: the version in their language (English
 * when the issue has none), as HTML that common mail clients draw (one table at most 600 px
 * wide, every style inline, colours that stay readable when a client darkens the page, alt text
 * on every picture: the rich text's own), and as plain text; a visible unsubscribe link and the
 * List-Unsubscribe headers of RFC 8058 (one POST to the https address unsubscribes). No
 * tracking pixel, no rewritten link: every address is the one staff wrote.
 */

const WORDS: Record<
  EmailLanguage,
  { unsubscribe: string; preferences: string; why: string; source: string }
> = {
  en: {
    unsubscribe: 'Unsubscribe',
    preferences: 'Change language or topics',
    why: 'You receive this e-mail because you subscribed to the {site} newsletter.',
    source: 'Source',
  },
  fr: {
    unsubscribe: 'Se désabonner',
    preferences: 'Changer de langue ou de thèmes',
    why: 'Vous recevez cet e-mail parce que vous êtes abonné(e) à la lettre d’information de {site}.',
    source: 'Source',
  },
  ar: {
    unsubscribe: 'إلغاء الاشتراك',
    preferences: 'تغيير اللغة أو المواضيع',
    why: 'تتلقى هذه الرسالة لأنك مشترك في النشرة الإخبارية لـ {site}.',
    source: 'المصدر',
  },
  sw: {
    unsubscribe: 'Jiondoe',
    preferences: 'Badilisha lugha au mada',
    why: 'Unapokea barua pepe hii kwa sababu ulijisajili kwa jarida la {site}.',
    source: 'Chanzo',
  },
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const TEXT = '#1a1a1a';
const ACCENT = '#0b6e4f';
const MUTED = '#555555';

/** Inline styles for the rich text's elements (mail clients drop style sheets). */
const STYLES: Record<string, string> = {
  p: `margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT}`,
  h2: `margin:24px 0 12px;font-size:22px;line-height:1.3;color:${TEXT}`,
  h3: `margin:20px 0 10px;font-size:19px;line-height:1.3;color:${TEXT}`,
  h4: `margin:16px 0 8px;font-size:17px;line-height:1.3;color:${TEXT}`,
  a: `color:${ACCENT};text-decoration:underline`,
  ul: `margin:0 0 16px;padding-left:24px;color:${TEXT}`,
  ol: `margin:0 0 16px;padding-left:24px;color:${TEXT}`,
  li: 'margin:0 0 6px',
  blockquote: `margin:0 0 16px;padding:8px 16px;border-left:4px solid ${ACCENT};color:${TEXT}`,
  figure: 'margin:0 0 16px',
  figcaption: `font-size:13px;color:${MUTED};padding-top:4px`,
  hr: 'border:0;border-top:1px solid #cccccc;margin:24px 0',
  img: 'display:block;max-width:100%;height:auto;border:0',
};

/** Adds the inline style of each element the renderer wrote (it writes no style of its own). */
const styled = (html: string): string =>
  html.replace(
    /<(p|h2|h3|h4|a|ul|ol|li|blockquote|figure|figcaption|hr|img)(?=[\s>])/g,
    (tag, name: string) => `${tag} style="${STYLES[name]}"`,
  );

export interface NewsletterEmailInput {
  document: NewsletterIssueDocument;
  /** The subscriber's language. */
  language: string;
  siteName: string;
  /** PUBLIC_BASE_URL (or the site's address): links and pictures are absolute. */
  origin: string;
  /** The subscriber's key: the unsubscribe and preferences links. */
  manageKey: string;
  /** The address of MAIL_FROM, for the mailto: unsubscribe. */
  mailbox: string;
}

export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
  language: string;
  headers: Record<string, string>;
  unsubscribeUrl: string;
}

/** The version of an issue a reader of `language` gets, and its language. */
export function issueVersion(
  document: NewsletterIssueDocument,
  language: string,
): { version: NewsletterIssueVersion; language: string } {
  const translated = language === 'en' ? undefined : document.translations?.[language as 'fr'];
  return translated ? { version: translated, language } : { version: document, language: 'en' };
}

export function renderNewsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const { version, language } = issueVersion(input.document, input.language);
  const words = WORDS[emailLanguage(language)];
  const rtl = language === 'ar';
  const origin = input.origin.replace(/\/+$/, '');
  const key = encodeURIComponent(input.manageKey);
  const unsubscribeUrl = `${origin}/api/newsletter/unsubscribe?key=${key}`;
  const preferencesUrl = `${origin}${localizedPath(language, NEWSLETTER_PAGES.preferences)}?key=${key}`;
  const body = isRichTextDocument(version.body) ? version.body : null;
  const content = styled(
    richTextHtml(body, {
      sitePath: (path) => `${origin}${localizedPath(language, path)}`,
      documentUrl: (path) => `${origin}${path}`,
      sourceLabel: words.source,
      imageUrl: (src, width) =>
        `${origin}${width ? mediaVariant(src, Math.min(width, 1200)) : src}`,
    }),
  );
  const subject = version.subject.replace(/\s+/g, ' ').trim().slice(0, 300);
  const preview = (version.previewText ?? '').trim();
  const why = words.why.replace('{site}', input.siteName);

  const html = `<!doctype html>
<html lang="${language}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;color:${TEXT};font-family:Arial,Helvetica,sans-serif">
${preview ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;color:${TEXT}">
<tr><td style="padding:24px 24px 8px;font-size:18px;font-weight:bold;color:${ACCENT}">${escapeHtml(input.siteName)}</td></tr>
<tr><td style="padding:8px 24px 0"><h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:${TEXT}">${escapeHtml(subject)}</h1></td></tr>
<tr><td style="padding:0 24px 8px">${content}</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #dddddd;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:${ACCENT};text-decoration:underline">${escapeHtml(words.unsubscribe)}</a> · <a href="${escapeHtml(preferencesUrl)}" style="color:${ACCENT};text-decoration:underline">${escapeHtml(words.preferences)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const plain = richTextPlainText(body).trim();
  const text = `${[
    input.siteName,
    subject,
    ...(preview ? [preview] : []),
    plain,
    `— ${why}`,
    `${words.unsubscribe}: ${unsubscribeUrl}`,
    `${words.preferences}: ${preferencesUrl}`,
  ].join('\n\n')}\n`;
  const mailto = `mailto:${input.mailbox}?subject=${encodeURIComponent(`unsubscribe ${input.manageKey}`)}`;
  return {
    subject,
    text,
    html,
    language,
    unsubscribeUrl,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

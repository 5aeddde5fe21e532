import type { Role } from '@ia/shared';

/**
 * The e-mails the site sends, in every language the site is written in (English, French,
 * Arabic, Swahili: packages/site/src/i18n), English for the others. Each message is written once
 * as blocks (paragraphs, a link with its button, a quoted text); `renderEmail` makes the plain
 * text and the HTML from them, with every value escaped in the HTML, the site's name in the
 * subject or signature, and `lang`/`dir` set (Arabic right to left).
 */
export const EMAIL_LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** The language a recipient gets: theirs when the site is written in it, else English. */
export const emailLanguage = (language: string | null | undefined): EmailLanguage =>
  (EMAIL_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as EmailLanguage)
    : 'en';

type Block =
  | { p: string }
  /** A sentence that leads to the link, and the button's words in HTML. */
  | { link: string; button: string }
  /** Text someone else wrote (a visitor's message, an editor's note), kept as written. */
  | { quote: string };

interface Template {
  subject: string;
  blocks: Block[];
}

export interface EmailValues {
  invitation: { inviter: string; role: Role; link: string };
  password_reset: { link: string };
  /** To the owner: wrong two-factor codes ended the account's pending sign-ins. */
  two_factor_locked: { failures: string; link: string };
  contact_message: { name: string; email: string; message: string; inbox: string };
  review_request: { author: string; title: string; kind: string; link: string };
  review_returned: { editor: string; title: string; note: string; link: string };
  item_published: { editor: string; title: string; kind: string; link: string };
  /** Double opt-in: the single-use link that confirms a newsletter subscription. */
  newsletter_confirm: { link: string };
}
export type EmailKind = keyof EmailValues;

const NBSP = '\u00a0';

const ROLE_NAMES: Record<EmailLanguage, Record<Role, string>> = {
  en: { administrator: 'Administrator', editor: 'Editor', contributor: 'Contributor' },
  fr: { administrator: 'Administrateur', editor: 'Éditeur', contributor: 'Contributeur' },
  ar: { administrator: 'مدير', editor: 'محرر', contributor: 'مساهم' },
  sw: { administrator: 'Msimamizi', editor: 'Mhariri', contributor: 'Mchangiaji' },
};

/** Names of the kinds of content in review e-mails (another kind is named as given). */
const KIND_NAMES: Record<EmailLanguage, Record<string, string>> = {
  en: { stories: 'success story', articles: 'article' },
  fr: { stories: 'histoire de réussite', articles: 'article' },
  ar: { stories: 'قصة نجاح', articles: 'مقال' },
  sw: { stories: 'hadithi ya mafanikio', articles: 'makala' },
};

const TEMPLATES: Record<EmailLanguage, { [K in EmailKind]: Template }> = {
  en: {
    invitation: {
      subject: 'You are invited to join {site}',
      blocks: [
        { p: 'Hello,' },
        { p: '{inviter} invited you to help run the {site} website, with the role {role}.' },
        { link: 'Choose your name and password here:', button: 'Accept the invitation' },
        {
          p: 'The link works once and for 7 days. If you did not expect this invitation, you can ignore this e-mail.',
        },
      ],
    },
    password_reset: {
      subject: 'Reset your {site} password',
      blocks: [
        { p: 'Hello,' },
        {
          p: 'Someone (hopefully you) asked to reset the password of your {site} staff account.',
        },
        { link: 'Choose a new password here:', button: 'Choose a new password' },
        {
          p: 'The link works once and for one hour. The new password ends every other session of your account. If you did not ask for this, ignore this e-mail: your password stays as it is.',
        },
      ],
    },
    two_factor_locked: {
      subject: 'Sign-ins to your {site} account were stopped',
      blocks: [
        { p: 'Hello,' },
        {
          p: 'Someone signed in to your {site} staff account with your password, then entered {failures} wrong two-factor codes within 15 minutes. Those sign-ins were stopped, and the password is asked for again.',
        },
        {
          p: 'If it was not you, someone else knows your password: sign in and change it now.',
        },
        { link: 'Sign in here:', button: 'Sign in' },
      ],
    },
    contact_message: {
      subject: 'New message from {name} via {site}',
      blocks: [
        { p: '{name} <{email}> wrote through the contact form of {site}:' },
        { quote: '{message}' },
        { p: 'Reply to this e-mail to answer {name} directly.' },
        { link: 'All messages:', button: 'Open the inbox' },
      ],
    },
    review_request: {
      subject: 'Review requested: {title}',
      blocks: [
        { p: '{author} submitted “{title}” ({kind}) for review on {site}.' },
        { link: 'Open it to publish it or send it back with a note:', button: 'Review it' },
      ],
    },
    review_returned: {
      subject: 'Changes requested: {title}',
      blocks: [
        { p: '{editor} sent “{title}” back to you with a note:' },
        { quote: '{note}' },
        { link: 'Open your draft:', button: 'Open the draft' },
      ],
    },
    item_published: {
      subject: 'Published: {title}',
      blocks: [
        { p: '{editor} published your {kind} “{title}”: it is on the website now.' },
        { link: 'See it in the staff application:', button: 'Open it' },
      ],
    },
    newsletter_confirm: {
      subject: 'Confirm your subscription to the {site} newsletter',
      blocks: [
        { p: 'Hello,' },
        { p: 'Someone (hopefully you) asked to receive the {site} newsletter at this address.' },
        { link: 'Confirm your subscription here:', button: 'Confirm my subscription' },
        {
          p: 'The link works once and for 7 days. If you did not ask for this, ignore this e-mail: you will not receive anything.',
        },
      ],
    },
  },
  fr: {
    invitation: {
      subject: `Invitation à rejoindre {site}`,
      blocks: [
        { p: 'Bonjour,' },
        { p: '{inviter} vous invite à contribuer au site de {site}, avec le rôle {role}.' },
        {
          link: `Choisissez votre nom et votre mot de passe ici${NBSP}:`,
          button: 'Accepter l’invitation',
        },
        {
          p: `Ce lien ne fonctionne qu’une fois, pendant 7${NBSP}jours. Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.`,
        },
      ],
    },
    password_reset: {
      subject: 'Réinitialisez votre mot de passe {site}',
      blocks: [
        { p: 'Bonjour,' },
        {
          p: 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte {site}.',
        },
        {
          link: `Choisissez un nouveau mot de passe ici${NBSP}:`,
          button: 'Choisir un nouveau mot de passe',
        },
        {
          p: `Ce lien ne fonctionne qu’une fois, pendant une heure. Le nouveau mot de passe met fin à toutes les autres sessions de votre compte. Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: votre mot de passe reste le même.`,
        },
      ],
    },
    two_factor_locked: {
      subject: 'Des connexions à votre compte {site} ont été arrêtées',
      blocks: [
        { p: 'Bonjour,' },
        {
          p: 'Quelqu’un s’est connecté à votre compte {site} avec votre mot de passe, puis a saisi {failures} codes de double authentification erronés en 15 minutes. Ces connexions ont été arrêtées et le mot de passe est demandé à nouveau.',
        },
        {
          p: 'Si ce n’était pas vous, quelqu’un d’autre connaît votre mot de passe : connectez-vous et changez-le dès maintenant.',
        },
        { link: 'Connectez-vous ici :', button: 'Se connecter' },
      ],
    },
    contact_message: {
      subject: 'Nouveau message de {name} via {site}',
      blocks: [
        { p: `{name} <{email}> a écrit via le formulaire de contact de {site}${NBSP}:` },
        { quote: '{message}' },
        { p: 'Répondez à cet e-mail pour répondre directement à {name}.' },
        { link: `Tous les messages${NBSP}:`, button: 'Ouvrir la boîte de réception' },
      ],
    },
    review_request: {
      subject: `Relecture demandée${NBSP}: {title}`,
      blocks: [
        { p: `{author} a soumis «${NBSP}{title}${NBSP}» ({kind}) pour relecture sur {site}.` },
        {
          link: `Ouvrez-le pour le publier ou le renvoyer avec une note${NBSP}:`,
          button: 'Relire',
        },
      ],
    },
    review_returned: {
      subject: `Modifications demandées${NBSP}: {title}`,
      blocks: [
        { p: `{editor} vous a renvoyé «${NBSP}{title}${NBSP}» avec une note${NBSP}:` },
        { quote: '{note}' },
        { link: `Ouvrez votre brouillon${NBSP}:`, button: 'Ouvrir le brouillon' },
      ],
    },
    item_published: {
      subject: `Publié${NBSP}: {title}`,
      blocks: [
        { p: `{editor} a publié votre {kind} «${NBSP}{title}${NBSP}» sur le site.` },
        { link: `Voyez-le dans l’espace de l’équipe${NBSP}:`, button: 'L’ouvrir' },
      ],
    },
    newsletter_confirm: {
      subject: 'Confirmez votre abonnement à la lettre d’information de {site}',
      blocks: [
        { p: 'Bonjour,' },
        {
          p: 'Quelqu’un (vous, espérons-le) a demandé à recevoir la lettre d’information de {site} à cette adresse.',
        },
        { link: `Confirmez votre abonnement ici${NBSP}:`, button: 'Confirmer mon abonnement' },
        {
          p: `Ce lien ne fonctionne qu’une fois, pendant 7${NBSP}jours. Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: vous ne recevrez rien.`,
        },
      ],
    },
  },
  ar: {
    invitation: {
      subject: 'دعوة للانضمام إلى {site}',
      blocks: [
        { p: 'مرحبًا،' },
        { p: 'دعاك {inviter} إلى المساهمة في إدارة موقع {site} بدور {role}.' },
        { link: 'اختر اسمك وكلمة المرور من هنا:', button: 'قبول الدعوة' },
        {
          p: 'يعمل هذا الرابط مرة واحدة فقط ولمدة 7 أيام. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
        },
      ],
    },
    password_reset: {
      subject: 'إعادة تعيين كلمة المرور في {site}',
      blocks: [
        { p: 'مرحبًا،' },
        { p: 'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك في {site}.' },
        { link: 'اختر كلمة مرور جديدة من هنا:', button: 'اختيار كلمة مرور جديدة' },
        {
          p: 'يعمل هذا الرابط مرة واحدة فقط ولمدة ساعة واحدة. تُنهي كلمة المرور الجديدة جميع الجلسات الأخرى لحسابك. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
        },
      ],
    },
    two_factor_locked: {
      subject: 'تم إيقاف محاولات تسجيل الدخول إلى حسابك في {site}',
      blocks: [
        { p: 'مرحبًا،' },
        {
          p: 'سجّل شخص ما الدخول إلى حسابك في {site} بكلمة مرورك، ثم أدخل {failures} رموز تحقق ثنائي خاطئة خلال 15 دقيقة. تم إيقاف محاولات تسجيل الدخول هذه، وستُطلب كلمة المرور من جديد.',
        },
        {
          p: 'إن لم تكن أنت، فإن شخصًا آخر يعرف كلمة مرورك: سجّل الدخول وغيّرها الآن.',
        },
        { link: 'سجّل الدخول من هنا:', button: 'تسجيل الدخول' },
      ],
    },
    contact_message: {
      subject: 'رسالة جديدة من {name} عبر {site}',
      blocks: [
        { p: 'كتب {name} <{email}> عبر نموذج الاتصال في {site}:' },
        { quote: '{message}' },
        { p: 'رُدّ على هذه الرسالة للرد على {name} مباشرة.' },
        { link: 'جميع الرسائل:', button: 'فتح صندوق الوارد' },
      ],
    },
    review_request: {
      subject: 'طلب مراجعة: {title}',
      blocks: [
        { p: 'أرسل {author} «{title}» ({kind}) للمراجعة في {site}.' },
        { link: 'افتحه لنشره أو إعادته مع ملاحظة:', button: 'مراجعة' },
      ],
    },
    review_returned: {
      subject: 'مطلوب تعديلات: {title}',
      blocks: [
        { p: 'أعاد {editor} إليك «{title}» مع ملاحظة:' },
        { quote: '{note}' },
        { link: 'افتح مسودتك:', button: 'فتح المسودة' },
      ],
    },
    item_published: {
      subject: 'نُشر: {title}',
      blocks: [
        { p: 'نشر {editor} {kind} «{title}» الخاص بك: إنه على الموقع الآن.' },
        { link: 'اطّلع عليه في تطبيق الفريق:', button: 'فتحه' },
      ],
    },
    newsletter_confirm: {
      subject: 'أكّد اشتراكك في النشرة الإخبارية لـ {site}',
      blocks: [
        { p: 'مرحبًا،' },
        { p: 'طلب أحدهم (نأمل أن تكون أنت) تلقي النشرة الإخبارية لـ {site} على هذا العنوان.' },
        { link: 'أكّد اشتراكك من هنا:', button: 'تأكيد اشتراكي' },
        {
          p: 'يعمل هذا الرابط مرة واحدة فقط ولمدة 7 أيام. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى أي شيء.',
        },
      ],
    },
  },
  sw: {
    invitation: {
      subject: 'Mwaliko wa kujiunga na {site}',
      blocks: [
        { p: 'Habari,' },
        { p: '{inviter} amekualika kusaidia kuendesha tovuti ya {site}, kama {role}.' },
        { link: 'Chagua jina lako na nenosiri hapa:', button: 'Kubali mwaliko' },
        {
          p: 'Kiungo hiki kinafanya kazi mara moja tu na kwa siku 7. Ikiwa hukutarajia mwaliko huu, unaweza kupuuza barua pepe hii.',
        },
      ],
    },
    password_reset: {
      subject: 'Weka upya nenosiri lako la {site}',
      blocks: [
        { p: 'Habari,' },
        {
          p: 'Mtu fulani (tunatumaini ni wewe) ameomba kuweka upya nenosiri la akaunti yako ya {site}.',
        },
        { link: 'Chagua nenosiri jipya hapa:', button: 'Chagua nenosiri jipya' },
        {
          p: 'Kiungo hiki kinafanya kazi mara moja tu na kwa saa moja. Nenosiri jipya linamaliza vipindi vingine vyote vya akaunti yako. Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
        },
      ],
    },
    two_factor_locked: {
      subject: 'Majaribio ya kuingia kwenye akaunti yako ya {site} yamesimamishwa',
      blocks: [
        { p: 'Habari,' },
        {
          p: 'Mtu fulani aliingia kwenye akaunti yako ya {site} kwa nenosiri lako, kisha akaweka misimbo {failures} isiyo sahihi ya uthibitishaji wa hatua mbili ndani ya dakika 15. Majaribio hayo yamesimamishwa, na nenosiri litaombwa tena.',
        },
        {
          p: 'Ikiwa si wewe, mtu mwingine anajua nenosiri lako: ingia na ulibadilishe sasa.',
        },
        { link: 'Ingia hapa:', button: 'Ingia' },
      ],
    },
    contact_message: {
      subject: 'Ujumbe mpya kutoka kwa {name} kupitia {site}',
      blocks: [
        { p: '{name} <{email}> ameandika kupitia fomu ya mawasiliano ya {site}:' },
        { quote: '{message}' },
        { p: 'Jibu barua pepe hii ili kumjibu {name} moja kwa moja.' },
        { link: 'Ujumbe wote:', button: 'Fungua kisanduku cha ujumbe' },
      ],
    },
    review_request: {
      subject: 'Ombi la kukagua: {title}',
      blocks: [
        { p: '{author} amewasilisha “{title}” ({kind}) ili ikaguliwe kwenye {site}.' },
        { link: 'Ifungue ili uichapishe au uirudishe pamoja na maelezo:', button: 'Kagua' },
      ],
    },
    review_returned: {
      subject: 'Mabadiliko yanahitajika: {title}',
      blocks: [
        { p: '{editor} amekurudishia “{title}” pamoja na maelezo:' },
        { quote: '{note}' },
        { link: 'Fungua rasimu yako:', button: 'Fungua rasimu' },
      ],
    },
    item_published: {
      subject: 'Imechapishwa: {title}',
      blocks: [
        { p: '{editor} amechapisha {kind} yako “{title}”: iko kwenye tovuti sasa.' },
        { link: 'Ione kwenye programu ya wafanyakazi:', button: 'Ifungue' },
      ],
    },
    newsletter_confirm: {
      subject: 'Thibitisha usajili wako wa jarida la {site}',
      blocks: [
        { p: 'Habari,' },
        { p: 'Mtu fulani (tunatumaini ni wewe) aliomba kupokea jarida la {site} kwa anwani hii.' },
        { link: 'Thibitisha usajili wako hapa:', button: 'Thibitisha usajili wangu' },
        {
          p: 'Kiungo hiki kinafanya kazi mara moja tu na kwa siku 7. Ikiwa hukuomba hili, puuza barua pepe hii: hutapokea chochote.',
        },
      ],
    },
  },
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  language: EmailLanguage;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `{name}` placeholders filled from `values`, each value passed through `escape` first. */
function fill(
  text: string,
  values: Record<string, string>,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? escape(values[key]!) : whole,
  );
}

/**
 * One line, for a subject: line breaks and runs of white space made single spaces (no-break
 * spaces kept, as French puts them before a colon), at most 300 characters.
 */
const oneLine = (text: string) =>
  text
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim()
    .slice(0, 300);

/**
 * An e-mail of `kind` in `language` (English where the site has no such language) with the
 * site's name, as plain text and HTML. Values are text: never read as HTML.
 */
export function renderEmail<K extends EmailKind>(
  kind: K,
  language: string | null | undefined,
  site: string,
  values: EmailValues[K],
): RenderedEmail {
  const lang = emailLanguage(language);
  const template = TEMPLATES[lang][kind];
  const raw = values as unknown as Record<string, string>;
  const all: Record<string, string> = { ...raw, site };
  if ('role' in raw) all.role = ROLE_NAMES[lang][raw.role as Role] ?? raw.role!;
  if ('kind' in raw) all.kind = KIND_NAMES[lang][raw.kind!] ?? raw.kind!;
  const link = all.link ?? all.inbox ?? '';

  const textBlocks = template.blocks.map((block) => {
    if ('p' in block) return fill(block.p, all);
    if ('quote' in block) return fill(block.quote, all);
    return `${fill(block.link, all)}\n${link}`;
  });
  const text = `${[...textBlocks, `— ${site}`].join('\n\n')}\n`;

  const rtl = lang === 'ar';
  const htmlBlocks = template.blocks.map((block) => {
    if ('p' in block) return `<p style="margin:0 0 16px">${fill(block.p, all, escapeHtml)}</p>`;
    if ('quote' in block) {
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${rtl ? 'right' : 'left'}:4px solid #0b6e4f;background:#f4f7f5;white-space:pre-wrap">${fill(block.quote, all, escapeHtml)}</blockquote>`;
    }
    const href = escapeHtml(link);
    return `<p style="margin:0 0 8px">${fill(block.link, all, escapeHtml)}</p><p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.button)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${href}</p>`;
  });
  const subject = oneLine(fill(template.subject, all));
  const html = `<!doctype html>
<html lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px">
<p style="margin:0 0 24px;font-weight:bold;color:#0b6e4f">${escapeHtml(site)}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555555">— ${escapeHtml(site)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html, language: lang };
}

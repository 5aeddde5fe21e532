import { describe, expect, it } from 'vitest';
import { emailLanguage, renderEmail } from './messages.js';

describe('renderEmail', () => {
  const invitation = {
    inviter: 'Ada <Admin>',
    role: 'editor' as const,
    link: 'https://ia.example.org/admin/accept-invitation?token=abc&x=1',
  };

  it('writes the invitation in plain text and HTML with the site’s name and the link', () => {
    const email = renderEmail('invitation', 'en', 'Initiative for Africa', invitation);
    expect(email.subject).toBe('You are invited to join Initiative for Africa');
    expect(email.text).toBe(
      [
        'Hello,',
        'Ada <Admin> invited you to help run the Initiative for Africa website, with the role Editor.',
        'Choose your name and password here:\nhttps://ia.example.org/admin/accept-invitation?token=abc&x=1',
        'The link works once and for 7 days. If you did not expect this invitation, you can ignore this e-mail.',
        '— Initiative for Africa',
      ].join('\n\n') + '\n',
    );
    expect(email.html).toContain('Ada &lt;Admin&gt; invited you');
    expect(email.html).toContain(
      'href="https://ia.example.org/admin/accept-invitation?token=abc&amp;x=1"',
    );
    expect(email.html).toContain('>Accept the invitation</a>');
    expect(email.language).toBe('en');
  });

  it('writes French, Arabic (right to left) and Swahili, and English for other languages', () => {
    const fr = renderEmail('password_reset', 'fr', 'IA', { link: 'https://x/?token=t' });
    expect(fr.subject).toBe('Réinitialisez votre mot de passe IA');
    expect(fr.text).toContain('ici\u00a0:');
    const ar = renderEmail('password_reset', 'ar', 'IA', { link: 'https://x/?token=t' });
    expect(ar.subject).toBe('إعادة تعيين كلمة المرور في IA');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    const sw = renderEmail('invitation', 'sw', 'IA', invitation);
    expect(sw.text).toContain('kama Mhariri');
    const ha = renderEmail('invitation', 'ha', 'IA', invitation);
    expect(ha.language).toBe('en');
    expect(ha.subject).toBe('You are invited to join IA');
    expect(emailLanguage(undefined)).toBe('en');
  });

  it('keeps a visitor’s text as text: escaped in HTML, whole in plain text, never in the subject’s lines', () => {
    const email = renderEmail('contact_message', 'en', 'IA', {
      name: 'Eve\nBcc: x@evil.example',
      email: 'eve@example.org',
      message: '<script>alert(1)</script>\nSecond line',
      inbox: 'https://ia.example.org/admin/dashboard',
    });
    expect(email.subject).toBe('New message from Eve Bcc: x@evil.example via IA');
    expect(email.text).toContain('<script>alert(1)</script>\nSecond line');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('names the kind of content in review e-mails, and quotes the editor’s note', () => {
    const request = renderEmail('review_request', 'fr', 'IA', {
      author: 'Kofi',
      kind: 'stories',
      title: 'Clean water in Kano',
      link: 'https://x/admin/review',
    });
    expect(request.subject).toBe('Relecture demandée\u00a0: Clean water in Kano');
    expect(request.text).toContain('(histoire de réussite)');
    const returned = renderEmail('review_returned', 'en', 'IA', {
      editor: 'Edna',
      title: 'Clean water in Kano',
      note: 'Please add the year & a source.',
      link: 'https://x/admin/stories/4',
    });
    expect(returned.text).toContain('Please add the year & a source.');
    expect(returned.html).toContain('Please add the year &amp; a source.');
  });
});

import { randomUUID } from 'node:crypto';
import { canReadMessages, canReview, ROLES, type Role } from '@ia/shared';
import type { EntityRepositories } from '../db/repositories/index.js';
import type { StoredUser } from '../db/repositories/users.js';
import { renderEmail, type EmailKind, type EmailValues } from '../mail/messages.js';

/**
 * Every e-mail the site sends is written here to the outbox, with the repositories of the
 * transaction that causes it (an invitation with its account, a contact message with the
 * message…), so the e-mail exists exactly when its cause does. The background sender
 * (mail/sender.ts) sends it; call `wake()` once the transaction has committed so it does at once.
 *
 * For the review flow of content editing:
 *
 *   await repositories.transaction(async (r) => {
 *     … the draft marked "in review" …
 *     await mail.reviewRequested(r, { authorId, author, kind: 'stories', title, link });
 *   });
 *   mail.wake();
 */
export type Mail = ReturnType<typeof createMail>;

type Repos = Pick<EntityRepositories, 'outbox' | 'users'>;

/** An address in "Name <address>" or bare: the part after the @ makes the Message-ID. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() || 'localhost';
}

/** Roles that get contact messages and review requests (from the permission rules). */
const MESSAGE_READERS: Role[] = ROLES.filter(canReadMessages);
const REVIEWERS: Role[] = ROLES.filter(canReview);

/** Who is e-mailed contact messages: the active accounts that may read them and chose to. */
export const messageRecipients = (users: Pick<Repos['users'], 'listActive'>) =>
  users.listActive(MESSAGE_READERS, { optedIn: true });

export function createMail(deps: {
  siteName: string;
  /** MAIL_FROM: also the domain of the Message-IDs. */
  from: string;
  now?: () => Date;
  /** The sender's wake-up (set once it exists). */
  wake?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const domain = domainOf(deps.from);
  let wake = deps.wake ?? (() => {});

  async function enqueue<K extends EmailKind>(
    r: Repos,
    kind: K,
    to: { email: string; language: string | null },
    values: EmailValues[K],
    replyTo: string | null = null,
  ): Promise<void> {
    const at = now();
    const email = renderEmail(kind, to.language, deps.siteName, values);
    await r.outbox.insert({
      messageId: `<${randomUUID()}@${domain}>`,
      kind,
      to: to.email,
      replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      language: email.language,
      createdAt: at.toISOString(),
      notBefore: at.getTime(),
    });
  }

  /** An e-mail about their item to its author, if their account is active: answers how many. */
  async function toAuthor<K extends EmailKind>(
    r: Repos,
    authorId: number,
    kind: K,
    values: EmailValues[K],
  ): Promise<number> {
    const author = await r.users.findById(authorId);
    if (!author || !author.active) return 0;
    await enqueue(r, kind, author, values);
    return 1;
  }

  const nameOf = (user: Pick<StoredUser, 'name' | 'email'>) => user.name || user.email;

  return {
    /** The sender looks for due e-mails now (after the transaction that wrote them commits). */
    wake: () => wake(),
    setWake(callback: () => void) {
      wake = callback;
    },

    /** The invitation of a new account, with its single-use link. */
    invitation(
      r: Repos,
      input: { to: StoredUser; inviter: Pick<StoredUser, 'name' | 'email'>; link: string },
    ) {
      return enqueue(r, 'invitation', input.to, {
        inviter: nameOf(input.inviter),
        role: input.to.role,
        link: input.link,
      });
    },

    /**
     * To the owner of an account whose pending sign-ins ended after `failures` wrong two-factor
     * codes: the password is known to whoever typed them, unless it was the owner.
     */
    twoFactorLocked(r: Repos, input: { to: StoredUser; failures: number; link: string }) {
      return enqueue(r, 'two_factor_locked', input.to, {
        failures: String(input.failures),
        link: input.link,
      });
    },

    /** The single-use link that confirms a newsletter subscription, in the reader's language. */
    newsletterConfirm(
      r: Pick<Repos, 'outbox'>,
      input: { to: { email: string; language: string }; link: string },
    ) {
      return enqueue(r as Repos, 'newsletter_confirm', input.to, { link: input.link });
    },
    /** The password reset link of an account. */
    passwordReset(r: Repos, input: { to: StoredUser; link: string }) {
      return enqueue(r, 'password_reset', input.to, { link: input.link });
    },

    /**
     * A new contact message, to every active account that may read messages and chose to get
     * them, each in their language, with the visitor's address to reply to. Answers how many.
     */
    async contactMessage(
      r: Repos,
      input: { name: string; email: string; message: string; inbox: string },
    ): Promise<number> {
      const recipients = await messageRecipients(r.users);
      for (const user of recipients) {
        await enqueue(r, 'contact_message', user, input, input.email);
      }
      return recipients.length;
    },

    /**
     * A contributor submitted a draft for review: to every active editor and administrator
     * (but the author). `kind` is the content's kind (`stories`, `articles`, or another name).
     */
    async reviewRequested(
      r: Repos,
      input: { authorId: number | null; author: string; kind: string; title: string; link: string },
    ): Promise<number> {
      const recipients = (await r.users.listActive(REVIEWERS)).filter(
        (user) => user.id !== input.authorId,
      );
      for (const user of recipients) {
        await enqueue(r, 'review_request', user, {
          author: input.author,
          kind: input.kind,
          title: input.title,
          link: input.link,
        });
      }
      return recipients.length;
    },

    /** An editor sent a draft back with a note: to its author, if their account is active. */
    reviewReturned(
      r: Repos,
      input: { authorId: number; editor: string; title: string; note: string; link: string },
    ): Promise<number> {
      const { authorId, ...values } = input;
      return toAuthor(r, authorId, 'review_returned', values);
    },

    /**
     * An editor published a contributor's item: to its author, if their account is active and
     * they did not publish it themselves. `kind` as for a review request.
     */
    itemPublished(
      r: Repos,
      input: {
        authorId: number;
        publisherId: number;
        editor: string;
        kind: string;
        title: string;
        link: string;
      },
    ): Promise<number> {
      const { authorId, publisherId, ...values } = input;
      if (authorId === publisherId) return Promise.resolve(0);
      return toAuthor(r, authorId, 'item_published', values);
    },
  };
}

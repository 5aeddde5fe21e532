import {
  adminContentListSchema,
  adminContentRecordSchema,
  type AdminContentItem,
  type AdminRevision,
  type ReviewEntry,
  type StoryDocumentInput,
  type TranslationStatusEntry,
  richTextFromPlainText,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, SITE_URL } from './admin-helpers.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import {
  adminCookie,
  call,
  inviteAndAccept,
  mailingEnv,
  EDNA,
  KOFI,
  AMA,
} from './staff-helpers.js';

/**
 * The roles on the content routes: a contributor writes and deletes only their own drafts, sees
 * published content and their own drafts, never publishes, orders, changes the library's images
 * or a global; an editor does all of that but the site settings, which are for administrators.
 * A contributor's draft goes to review (editors e-mailed), is sent back with a note (the author
 * e-mailed), and is published by an editor. Every refusal is a 403 in the contract's shape,
 * saying why.
 */
const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

const story = (title: string, overrides: Partial<StoryDocumentInput> = {}): StoryDocumentInput => ({
  title,
  category: 'Health',
  summary: 'Neighbourhood committees keep water points working and safe.',
  impact: '8,000 households served',
  year: 2024,
  narrative: richTextFromPlainText('First paragraph.\n\nSecond paragraph.'),
  gallery: [
    { image: '/media/stories/reading-corners-lagos-public-schools-1.jpg', alt: 'A water point' },
  ],
  consentEndsAt: null,
  translations: {},
  ...overrides,
});

type Record = v.InferOutput<typeof adminContentRecordSchema> & {
  document: { translations: object } & { [key: string]: unknown };
};

describe('roles on the content routes', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let editor: { cookie: string; id: number };
  let kofi: { cookie: string; id: number };
  let ama: { cookie: string; id: number };

  const send = async (
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
    status = 200,
  ): Promise<Record> => {
    const response = await call(server, cookie, method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
    return (await response.json()) as Record;
  };

  /** The 403's message (and that it is in the contract's shape). */
  const refusal = async (cookie: string, method: string, path: string, body?: unknown) => {
    const response = await call(server, cookie, method, path, body);
    expect(response.status, `${method} ${path}`).toBe(403);
    const error = await errorOf(response);
    expect(error.code).toBe('forbidden');
    return error.message;
  };

  const draftOf = async (cookie: string, title: string) =>
    v.parse(
      adminContentRecordSchema,
      await send(cookie, 'POST', '/api/admin/stories', { document: story(title) }, 201),
    ) as Record;

  const listed = async (cookie: string, path = '/api/admin/stories?pageSize=200') => {
    const response = await call(server, cookie, 'GET', path);
    expect(response.status).toBe(200);
    return v.parse(adminContentListSchema, await response.json());
  };

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      env: mailingEnv(mail),
      rateLimits: generous,
    });
    admin = await adminCookie(server);
    editor = await inviteAndAccept(server, mail, admin, EDNA);
    kofi = await inviteAndAccept(server, mail, admin, KOFI);
    ama = await inviteAndAccept(server, mail, admin, AMA);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('a contributor writes a draft of their own and sees published content and their own drafts only', async () => {
    const mine = await draftOf(kofi.cookie, 'Kofi’s first draft');
    expect(mine).toMatchObject({
      status: 'draft',
      authorId: kofi.id,
      createdBy: 'kofi@example.org',
    });
    const amas = await draftOf(ama.cookie, 'Ama’s draft');
    const admins = await draftOf(admin, 'The administrator’s draft');

    const seen = await listed(kofi.cookie);
    const ids = seen.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(amas.id);
    expect(ids).not.toContain(admins.id);
    expect(seen.filter((item) => item.status === 'draft').map((item) => item.id)).toEqual([
      mine.id,
    ]);
    expect(seen.some((item) => item.status === 'published')).toBe(true);
    // Editors see every draft.
    const all = (await listed(editor.cookie)).map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, amas.id, admins.id]));

    // Someone else's draft, its history and its translations stay out of sight.
    expect(await refusal(kofi.cookie, 'GET', `/api/admin/stories/${amas.id}`)).toBe(
      'This draft is someone else’s: contributors see published content and their own drafts',
    );
    await refusal(kofi.cookie, 'GET', `/api/admin/stories/${amas.id}/revisions`);
    const status = (await (
      await call(server, kofi.cookie, 'GET', '/api/admin/translation-status')
    ).json()) as TranslationStatusEntry[];
    const titles = status.map((entry) => entry.title);
    expect(titles).toContain('Kofi’s first draft');
    expect(titles).not.toContain('Ama’s draft');
    // Nor do the stories whose consent ends soon show another's draft.
    const ending = await send(
      admin,
      'POST',
      '/api/admin/stories',
      {
        document: story('Consent ending soon', {
          consentEndsAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
        }),
      },
      201,
    );
    const consentIds = async (cookie: string) =>
      (
        (await (await call(server, cookie, 'GET', '/api/admin/consents')).json()) as {
          id: number;
        }[]
      ).map((consent) => consent.id);
    expect(await consentIds(editor.cookie)).toContain(ending.id);
    expect(await consentIds(kofi.cookie)).not.toContain(ending.id);
    // A published item is there to read (and to choose in a reference field).
    const published = seen.find((item) => item.status === 'published')!;
    expect(
      (await call(server, kofi.cookie, 'GET', `/api/admin/stories/${published.id}`)).status,
    ).toBe(200);
  });

  it('a contributor changes and deletes only their own drafts; never publishes, unpublishes or restores published work', async () => {
    const mine = await draftOf(kofi.cookie, 'Reading corners in Kano');
    const saved = await send(kofi.cookie, 'PUT', `/api/admin/stories/${mine.id}`, {
      version: mine.version,
      document: story('Reading corners in Kano', { impact: '40 schools' }),
    });
    expect(saved.version).toBe(mine.version + 1);

    const amas = await draftOf(ama.cookie, 'Clinics on wheels');
    const theirs = `/api/admin/stories/${amas.id}`;
    expect(
      await refusal(kofi.cookie, 'PUT', theirs, {
        version: amas.version,
        document: story('Taken over'),
      }),
    ).toBe('This draft is someone else’s: contributors see published content and their own drafts');
    // Not even a broken document tells them more than the refusal.
    await refusal(kofi.cookie, 'PUT', theirs, { version: amas.version, document: {} });
    await refusal(kofi.cookie, 'DELETE', `${theirs}?version=${amas.version}`);

    expect(
      await refusal(kofi.cookie, 'POST', `/api/admin/stories/${mine.id}/publish`, {
        version: saved.version,
      }),
    ).toBe(
      'Only editors and administrators publish: submit it for review, and an editor publishes it',
    );

    const published = (await listed(kofi.cookie)).find((item) => item.status === 'published')!;
    const path = `/api/admin/stories/${published.id}`;
    const current = await send(kofi.cookie, 'GET', path);
    expect(
      await refusal(kofi.cookie, 'PUT', path, {
        version: current.version,
        document: current.document,
      }),
    ).toBe('This is published: only editors and administrators change published content');
    expect(await refusal(kofi.cookie, 'DELETE', `${path}?version=${current.version}`)).toBe(
      'This is published: only editors and administrators delete published content',
    );
    expect(
      await refusal(kofi.cookie, 'POST', `${path}/unpublish`, { version: current.version }),
    ).toBe('Only editors and administrators take content off the site');
    expect(
      await refusal(kofi.cookie, 'POST', `${path}/revisions/1/restore`, {
        version: current.version,
      }),
    ).toBe('This is published: only editors and administrators change published content');
    // Nothing of it changed.
    expect((await send(admin, 'GET', path)).version).toBe(current.version);

    // Their own draft goes when they delete it.
    expect(
      (
        await call(
          server,
          kofi.cookie,
          'DELETE',
          `/api/admin/stories/${mine.id}?version=${saved.version}`,
        )
      ).status,
    ).toBe(204);
  });

  it('an editor changes, publishes and deletes anyone’s work', async () => {
    const amas = await draftOf(ama.cookie, 'Solar pumps in Dodoma');
    const published = await send(editor.cookie, 'POST', `/api/admin/stories/${amas.id}/publish`, {
      version: amas.version,
    });
    expect(published.status).toBe('published');
    // Published, it is no longer its author's to change.
    await refusal(ama.cookie, 'PUT', `/api/admin/stories/${amas.id}`, {
      version: published.version,
      document: published.document,
    });
    const unpublished = await send(
      editor.cookie,
      'POST',
      `/api/admin/stories/${amas.id}/unpublish`,
      { version: published.version },
    );
    expect(
      (
        await call(
          server,
          editor.cookie,
          'DELETE',
          `/api/admin/stories/${amas.id}?version=${unpublished.version}`,
        )
      ).status,
    ).toBe(204);
  });

  it('the order of a collection, the library’s images and the globals: by role', async () => {
    const people = await listed(admin, '/api/admin/people?pageSize=200');
    const order = { ids: people.map((item: AdminContentItem) => item.id).reverse() };
    expect(await refusal(kofi.cookie, 'PUT', '/api/admin/people/order', order)).toBe(
      'Only editors and administrators change the order the site shows',
    );
    expect(
      (await call(server, editor.cookie, 'PUT', '/api/admin/people/order', order)).status,
    ).toBe(204);

    const images = (await (await call(server, kofi.cookie, 'GET', '/api/admin/images')).json()) as {
      id: number;
    }[];
    const image = `/api/admin/images/${images[0]!.id}`;
    expect(await refusal(kofi.cookie, 'PATCH', image, { alt: 'Changed' })).toBe(
      'Only an editor or an administrator can do this',
    );
    await refusal(kofi.cookie, 'DELETE', image);
    expect((await call(server, editor.cookie, 'PATCH', image, { name: 'Renamed' })).status).toBe(
      200,
    );

    const about = await send(kofi.cookie, 'GET', '/api/admin/globals/about-page');
    const aboutBody = { version: about.version, document: about.document };
    expect(await refusal(kofi.cookie, 'PUT', '/api/admin/globals/about-page', aboutBody)).toBe(
      'Only editors and administrators change the texts of the pages',
    );
    await refusal(kofi.cookie, 'POST', '/api/admin/globals/about-page/revisions/1/restore', {
      version: about.version,
    });
    const aboutSaved = await send(editor.cookie, 'PUT', '/api/admin/globals/about-page', aboutBody);
    expect(aboutSaved.version).toBe(about.version + 1);

    const settings = await send(editor.cookie, 'GET', '/api/admin/globals/organisation');
    const settingsBody = { version: settings.version, document: settings.document };
    expect(
      await refusal(editor.cookie, 'PUT', '/api/admin/globals/organisation', settingsBody),
    ).toBe('Only administrators change the site settings');
    await refusal(kofi.cookie, 'PUT', '/api/admin/globals/organisation', settingsBody);
    expect(
      (await send(admin, 'PUT', '/api/admin/globals/organisation', settingsBody)).version,
    ).toBe(settings.version + 1);
  });

  it('review: submitted (editors e-mailed), sent back with a note (author e-mailed), submitted again, published by an editor', async () => {
    const title = 'Water committees in Mombasa';
    const draft = await draftOf(kofi.cookie, title);
    const path = `/api/admin/stories/${draft.id}`;

    // Only its author submits it; a reviewer's action is not theirs.
    expect(await refusal(ama.cookie, 'POST', `${path}/submit`, { version: draft.version })).toBe(
      'This draft is someone else’s: contributors see published content and their own drafts',
    );

    const submitted = await send(kofi.cookie, 'POST', `${path}/submit`, { version: draft.version });
    expect(submitted.review).toMatchObject({
      state: 'submitted',
      note: null,
      by: 'kofi@example.org',
    });
    expect(submitted.status).toBe('draft');
    const again = await call(server, kofi.cookie, 'POST', `${path}/submit`, {
      version: submitted.version,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This story is waiting for review already');

    const requests = await mail.waitFor((m) => m.subject === `Review requested: ${title}`, 2);
    expect(requests.map((m) => m.to).sort()).toEqual([ADMIN_EMAIL, 'edna@example.org'].sort());
    const link = `${SITE_URL}/admin/stories/${draft.id}`;
    expect(requests[0]!.text).toContain(link);
    expect(requests[0]!.text).toContain(`Kofi Mensah submitted “${title}” (success story)`);

    // Editors see it waiting; its author sees it in their own list.
    const queue = (await (
      await call(server, editor.cookie, 'GET', '/api/admin/review')
    ).json()) as ReviewEntry[];
    expect(queue).toContainEqual(
      expect.objectContaining({ kind: 'stories', id: draft.id, title, authorId: kofi.id }),
    );
    const own = (await (
      await call(server, kofi.cookie, 'GET', '/api/admin/review')
    ).json()) as ReviewEntry[];
    expect(own.map((entry) => entry.id)).toEqual([draft.id]);
    expect(
      ((await (await call(server, ama.cookie, 'GET', '/api/admin/review')).json()) as ReviewEntry[])
        .length,
    ).toBe(0);

    // Sending back: for reviewers only, with a note.
    expect(
      await refusal(kofi.cookie, 'POST', `${path}/return`, {
        version: submitted.version,
        note: 'Fine by me',
      }),
    ).toBe('Only editors and administrators review drafts');
    const noNote = await call(server, editor.cookie, 'POST', `${path}/return`, {
      version: submitted.version,
      note: '  ',
    });
    expect(noNote.status).toBe(422);
    expect((await errorOf(noNote)).fields).toEqual({
      note: 'Write a note for the author: what should change?',
    });
    const note = 'Please add the year the wells opened.';
    const returned = await send(editor.cookie, 'POST', `${path}/return`, {
      version: submitted.version,
      note,
    });
    expect(returned.review).toMatchObject({ state: 'returned', note, by: 'edna@example.org' });
    const [back] = await mail.waitFor((m) => m.subject === `Changes requested: ${title}`);
    expect(back!.to).toBe('kofi@example.org');
    expect(back!.text).toContain(note);
    expect(back!.text).toContain(link);
    const notWaiting = await call(server, editor.cookie, 'POST', `${path}/return`, {
      version: returned.version,
      note,
    });
    expect(notWaiting.status).toBe(409);
    expect((await errorOf(notWaiting)).message).toBe('This story is not waiting for review');

    // The author changes it (still theirs while in review) and submits it again.
    const changed = await send(kofi.cookie, 'PUT', path, {
      version: returned.version,
      document: story(title, {
        narrative: richTextFromPlainText('The wells opened in 2021.\n\nSecond paragraph.'),
      }),
    });
    expect(changed.review).toMatchObject({ state: 'returned' });
    const resubmitted = await send(kofi.cookie, 'POST', `${path}/submit`, {
      version: changed.version,
    });
    await mail.waitFor((m) => m.subject === `Review requested: ${title}`, 4);

    // An editor publishes it: the review is over, and it is no longer the contributor's to change.
    const published = await send(editor.cookie, 'POST', `${path}/publish`, {
      version: resubmitted.version,
    });
    expect(published).toMatchObject({ status: 'published', review: null, authorId: kofi.id });
    await refusal(kofi.cookie, 'PUT', path, {
      version: published.version,
      document: published.document,
    });
    expect(
      (
        (await (
          await call(server, editor.cookie, 'GET', '/api/admin/review')
        ).json()) as ReviewEntry[]
      ).map((entry) => entry.id),
    ).not.toContain(draft.id);

    const history = (await (
      await call(server, kofi.cookie, 'GET', `${path}/revisions`)
    ).json()) as AdminRevision[];
    expect(history.map((revision) => [revision.action, revision.by])).toEqual([
      ['published', 'edna@example.org'],
      ['submitted', 'kofi@example.org'],
      ['saved', 'kofi@example.org'],
      ['returned', 'edna@example.org'],
      ['submitted', 'kofi@example.org'],
      ['created', 'kofi@example.org'],
    ]);
    expect(history[3]!.changes).toEqual([`Note: ${note}`]);
  });

  it('a submit based on an older version is a 409 and e-mails no one', async () => {
    const draft = await draftOf(kofi.cookie, 'Half written');
    const saved = await send(kofi.cookie, 'PUT', `/api/admin/stories/${draft.id}`, {
      version: draft.version,
      document: story('Half written', { impact: '12 villages' }),
    });
    // E-mails about this draft only: an earlier test's (an editor publishing a contributor's
    // item) may still be on its way through the outbox.
    const aboutIt = async () =>
      (await mail.messages()).filter((m) => m.text.includes('Half written')).length;
    const before = await aboutIt();
    const stale = await call(server, kofi.cookie, 'POST', `/api/admin/stories/${draft.id}/submit`, {
      version: draft.version,
    });
    expect(stale.status).toBe(409);
    expect((await send(kofi.cookie, 'GET', `/api/admin/stories/${draft.id}`)).review).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await aboutIt()).toBe(before);
    expect(saved.review).toBeNull();
  });
});

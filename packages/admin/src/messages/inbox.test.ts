import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import {
  filterFromSearch,
  inboxHref,
  messagesError,
  pageFromSearch,
  previewOf,
  replyHref,
} from './inbox';

describe('the inbox', () => {
  it('keeps the filter and the page in the address', () => {
    expect(filterFromSearch('status=archived')).toBe('archived');
    expect(filterFromSearch('status=spam')).toBe('inbox');
    expect(pageFromSearch('page=3')).toBe(3);
    expect(pageFromSearch('page=0')).toBe(1);
    expect(pageFromSearch('page=-2')).toBe(1);
    expect(pageFromSearch('page=abc')).toBe(1);
    expect(inboxHref('inbox')).toBe('/messages');
    expect(inboxHref('inbox', 2)).toBe('/messages?page=2');
    expect(inboxHref('unread', 3)).toBe('/messages?status=unread&page=3');
  });

  it('shortens a message to one line for the list', () => {
    expect(previewOf('Hello\n\nthere')).toBe('Hello there');
    const long = previewOf('word '.repeat(100), 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });

  it('answers by e-mail to the sender', () => {
    expect(replyHref({ email: 'amina@example.org' })).toBe(
      'mailto:amina@example.org?subject=Re%3A%20your%20message',
    );
  });

  it('tells a contributor the messages are not theirs to read, anyone else to try again', () => {
    expect(messagesError(new ApiError('Forbidden', 403))).toContain('editors and administrators');
    expect(messagesError(new Error('offline'))).toContain('Check your connection');
  });
});

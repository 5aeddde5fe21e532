/**
 * What a link or a media reference may be, wherever one is stored (a link field, a link inside
 * rich text, a picture of the library): one rule for each, used by validation and rendering.
 */

/** A picture of the image library (`/media/…`), never a path that climbs out of it. */
export const isLibraryImage = (value: string): boolean =>
  /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value) && !value.includes('..');

/** A document of the document library (`/documents/…`), never a path that climbs out of it. */
export const isLibraryDocument = (value: string): boolean =>
  /^\/documents\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value) && !value.includes('..');

/** The id of a YouTube recording, from the id itself or any of its addresses. */
export function youtubeIdOf(input: string): string | undefined {
  const value = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ??
      /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ??
      undefined;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

/** A link: a page of this site (`/about`, `/contact?x=y`, `#contact`) or an https address. */
export function isValidLink(value: string, internalOnly = false, externalOnly = false): boolean {
  if (/^\/(?![/\\])[^\s\\"'<>]*$/.test(value) || /^#[A-Za-z][\w-]*$/.test(value)) {
    return !externalOnly;
  }
  if (internalOnly) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/[\s"'<>\\]/.test(value);
  } catch {
    return false;
  }
}

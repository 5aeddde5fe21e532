import { defineGlobal } from '../model/define.js';
import { block, blocks, group, link, reference, select, text } from '../model/fields.js';

/**
 * The pages of the site a menu can link to by name (the site's own routes without an item of
 * their own), in the order staff look for them. Pages staff make, articles and stories are
 * chosen as items instead, so a link follows them when their address changes.
 */
export const MENU_SITE_PAGES = [
  { value: '/', label: 'Home' },
  { value: '/about', label: 'About Us' },
  { value: '/how-we-work', label: 'How We Work' },
  { value: '/our-history', label: 'Our History' },
  { value: '/programs', label: 'Programmes' },
  { value: '/impact', label: 'Impact' },
  { value: '/success-stories', label: 'Success Stories' },
  { value: '/insights', label: 'Insights & News' },
  { value: '/portfolio', label: 'Portfolio' },
  { value: '/collaborative-partners', label: 'Collaborative Partners' },
  { value: '/contact', label: 'Contact Us' },
  { value: '/search', label: 'Search' },
  { value: '/privacy', label: 'Privacy Policy' },
  { value: '/terms', label: 'Terms of Service' },
] as const;

const label = () =>
  text('Label', {
    required: true,
    max: 60,
    help: 'The words of the link. Written again in each language; a language without its own shows the English.',
  });

/** Where a link of a menu points, one kind of block each: the site keeps only those it can show. */
export const MENU_LINK_KINDS = {
  sitePage: block(
    'A page of the site',
    { label: label(), target: select('Page', MENU_SITE_PAGES, { required: true }) },
    { help: 'One of the site’s own pages (About Us, Programmes, Impact…).' },
  ),
  page: block(
    'A page staff made',
    {
      label: label(),
      target: reference('Page', 'pages', {
        required: true,
        hiddenNote: 'This page is not published: visitors do not see this link.',
      }),
    },
    {
      help: 'A page of the Pages list (Careers, Annual report…): the link shows once it is published.',
    },
  ),
  article: block(
    'An insight article',
    {
      label: label(),
      target: reference('Article', 'articles', {
        required: true,
        hiddenNote: 'This article is not published: visitors do not see this link.',
      }),
    },
    { help: 'An article of Insights & News: the link shows while it is published.' },
  ),
  story: block(
    'A success story',
    {
      label: label(),
      target: reference('Story', 'stories', {
        required: true,
        hiddenNote: 'This story is not public: visitors do not see this link.',
      }),
    },
    { help: 'A success story: the link shows while it is published and its consent runs.' },
  ),
  address: block(
    'An address on another site',
    {
      label: label(),
      target: link('Address', {
        required: true,
        external: true,
        help: 'The whole https:// address (for example https://example.org/report).',
      }),
    },
    { help: 'A page of another website; it opens like any link.' },
  ),
} as const;

/**
 * What the header holds: links, and menus of links under a name (one level deep: a menu's links
 * are links, never menus).
 */
export const HEADER_KINDS = {
  ...MENU_LINK_KINDS,
  menu: block(
    'A menu of links',
    {
      label: label(),
      links: blocks('Links of the menu', MENU_LINK_KINDS, { required: true, max: 8 }),
    },
    {
      help: 'A name in the header that opens a short list of links (on phones, the links show under it).',
    },
  ),
} as const;

/**
 * The site's menus: the links of the header (the same in the phone menu), with menus of links
 * one level deep, and the footer's columns, each a heading and its links. Links to a page, article
 * or story visitors cannot see are left out of the site and flagged in the editor.
 */
export const navigation = defineGlobal({
  name: 'navigation',
  label: 'Menus',
  description:
    'The links of the header (and of the menu on phones) and of the footer’s columns, in the order visitors see them. Search, the language choice and Contact Us always follow the header’s links.',
  // Beside the pages staff make, so whoever makes a page can put it in the menus.
  section: 'Pages',
  fields: {
    header: blocks('Header menu', HEADER_KINDS, {
      max: 8,
      help: 'The links at the top of every page, in this order. More than 6 crowd the header on laptops.',
    }),
    footer: group(
      'Footer columns',
      {
        heading: text('Heading', {
          max: 60,
          help: 'Optional: a short title above the column’s links.',
        }),
        links: blocks('Links', MENU_LINK_KINDS, { max: 12 }),
      },
      {
        max: 3,
        rowLabel: 'heading',
        help: 'Each column is a list of links in the footer of every page, beside the organisation’s name and contact details.',
      },
    ),
  },
});

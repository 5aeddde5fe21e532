import { defineGlobal } from '../../model/define.js';
import { group, longText, text } from '../../model/fields.js';

/** What a policy page's text may hold besides words: the same for privacy and terms. */
const POLICY_PLACEHOLDERS = ['email', 'siteName', 'networks'] as const;

/** A policy page: its title, introduction, and sections of a heading and text. */
const policyFields = {
  title: text('Title', { required: true, max: 80 }),
  intro: text('Introduction', { required: true, max: 300 }),
  sections: group(
    'Sections',
    {
      heading: text('Heading', { required: true, max: 120 }),
      body: longText('Text', {
        required: true,
        max: 4000,
        placeholders: POLICY_PLACEHOLDERS,
        help: 'Leave an empty line between paragraphs; start lines with “- ” for a bulleted list; write a link as [words](/page). {email} is the contact e-mail (a link), {siteName} the organisation’s name, {networks} the social networks of Organisation details.',
      }),
    },
    { min: 1, max: 20, rowLabel: 'heading' },
  ),
} as const;

export const privacyPage = defineGlobal({
  name: 'privacy-page',
  label: 'Privacy Policy page',
  description:
    'The privacy policy. The contact e-mail and the social networks it names come from Organisation details.',
  section: 'Pages',
  previewPath: '/privacy',
  fields: policyFields,
});

export const termsPage = defineGlobal({
  name: 'terms-page',
  label: 'Terms of Service page',
  description: 'The terms of service. The contact e-mail it names comes from Organisation details.',
  section: 'Pages',
  previewPath: '/terms',
  fields: policyFields,
});

import { defineGlobal } from '../../model/define.js';
import { group, link, longText, text, video } from '../../model/fields.js';

/**
 * Our History's own texts and videos (spec section 2, Our History). The milestones are a
 * collection; the vision and mission are the organisation's details.
 */
export const historyPage = defineGlobal({
  name: 'history-page',
  label: 'Our History page',
  description:
    'The texts and the two videos of Our History. The milestones, the vision and the mission have their own screens.',
  section: 'Pages',
  previewPath: '/our-history',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    eyebrow: text('Line above the title', {
      required: true,
      max: 60,
      help: 'A few words shown in capitals above the title.',
    }),
    intro: longText('Introduction', { required: true, max: 400 }),
    milestonesTitle: text('Milestones: heading', { required: true, max: 80 }),
    milestonesLead: text('Milestones: text', { required: true, max: 300 }),
    programmeTitle: text('Programme: heading', { required: true, max: 120 }),
    programmeLead: longText('Programme: text', { required: true, max: 600 }),
    introVideo: video('Programme video', {
      help: 'The YouTube recording introducing the programme (its id or address) and the still shown before it plays. Without an id the page says the video is not published yet.',
    }),
    introVideoTitle: text('Programme video: title', { required: true, max: 120 }),
    introVideoText: longText('Programme video: description', { required: true, max: 600 }),
    introVideoLength: text('Programme video: length', {
      required: true,
      max: 40,
      help: 'As visitors read it after “Length:”, e.g. About 4 minutes.',
    }),
    detailsTitle: text('Programme details: heading', { required: true, max: 80 }),
    details: group(
      'Programme details',
      {
        label: text('Label', { required: true, max: 60 }),
        value: text('Detail', { required: true, max: 300 }),
      },
      { max: 8, rowLabel: 'label', help: 'Beside the video: duration, schedule, residency…' },
    ),
    detailsButton: text('Programme details: button', { required: true, max: 60 }),
    detailsLink: link('Programme details: button page', { required: true, internal: true }),
    testimonyTitle: text('Testimony: heading', { required: true, max: 120 }),
    testimonyLead: longText('Testimony: text', { required: true, max: 600 }),
    testimonyVideo: video('Testimony video', {
      help: 'The YouTube recording of the testimony (its id or address) and the still shown before it plays.',
    }),
    testimonyVideoTitle: text('Testimony video: title', { required: true, max: 120 }),
    testimonyVideoText: longText('Testimony video: description', { required: true, max: 600 }),
    testimonyVideoLength: text('Testimony video: length', {
      required: true,
      max: 40,
      help: 'As visitors read it after “Length:”, e.g. About 3 minutes.',
    }),
    purposeTitle: text('Vision and mission: heading', {
      required: true,
      max: 80,
      help: 'Above the vision and mission of Organisation details.',
    }),
  },
});

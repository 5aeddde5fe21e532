import { defineGlobal } from '../../model/define.js';
import { group, image, link, longText, references, text, video } from '../../model/fields.js';

const button = (label: string) => text(label, { required: true, max: 60 });
const buttonPage = (label: string) => link(label, { required: true, internal: true });

/**
 * The home page's own texts, pictures, film and figures (spec section 2, Home), section by
 * section in the page's order. The founder comes from Organisation details, the focus areas'
 * cards from Focus areas, the success stories from the published stories.
 */
export const homePage = defineGlobal({
  name: 'home-page',
  label: 'Home page',
  description:
    'The texts, pictures, film and figures of the home page, section by section. The founder is chosen in Organisation details; the focus-area cards come from Focus areas.',
  section: 'Pages',
  previewPath: '/',
  titleField: 'heroTitle',
  fields: {
    heroTitle: text('Hero: heading', {
      required: true,
      max: 120,
      help: 'The page’s main heading, and its title in search results.',
    }),
    heroSubtitle: text('Hero: subtitle', { required: true, max: 200 }),
    heroDescription: longText('Hero: description', {
      required: true,
      max: 400,
      help: 'Under the subtitle; also the page’s description in search results and link previews.',
    }),
    heroPicture: image('Hero: background picture', {
      decorative: true,
      required: true,
      help: 'Fills the band behind the heading, darkened on the side of the text: choose a wide picture (1920 pixels or more) and set the focal point on what should stay in view. It only sets the scene, so its alt text is not read out here. Also the last picture Impact metrics falls back to.',
    }),
    heroButton: button('Hero: first button'),
    heroButtonLink: buttonPage('Hero: first button’s page'),
    heroSecondButton: button('Hero: second button'),
    heroSecondButtonDetail: text('Hero: second button’s destination, for screen readers', {
      max: 60,
      help: 'Read out after the button’s text (“Learn More: About Us”) so it makes sense on its own; leave empty when the button’s text says where it goes.',
    }),
    heroSecondButtonLink: buttonPage('Hero: second button’s page'),
    heroFigures: references('Hero: figures', 'figures', {
      max: 4,
      help: 'The large figures under the buttons, in this order.',
    }),
    founderCaption: text('Hero: caption of the founder’s photograph', {
      required: true,
      max: 120,
      placeholders: ['name', 'role'],
      help: 'Shown on large screens beside the heading. The photograph, {name} and {role} are those of the founder chosen in Organisation details.',
    }),

    changeMakersTitle: text('Change-makers: heading', { required: true, max: 80 }),
    changeMakers: group(
      'Change-makers: cards',
      {
        title: text('Title', { required: true, max: 80 }),
        text: longText('Text', { required: true, max: 300 }),
      },
      { min: 1, max: 6, rowLabel: 'title', help: 'The cards under the heading, in this order.' },
    ),

    focusTitle: text('Focus areas: heading', {
      required: true,
      max: 80,
      help: 'The cards under it are the Focus areas, with their pictures, in their order.',
    }),
    focusIntro: text('Focus areas: text', { required: true, max: 300 }),

    storiesTitle: text('Success stories: heading', {
      required: true,
      max: 80,
      help: 'The three newest published success stories show under it.',
    }),
    storiesSince: text('Success stories: note beside the heading', { max: 60 }),
    storiesButton: button('Success stories: button'),
    storiesButtonLink: buttonPage('Success stories: button’s page'),

    impactTitle: text('Reform entrepreneurs: heading', { required: true, max: 80 }),
    impactText: longText('Reform entrepreneurs: text', { required: true, max: 600 }),
    impactButton: button('Reform entrepreneurs: button'),
    impactButtonLink: buttonPage('Reform entrepreneurs: button’s page'),

    programmesTitle: text('Programmes: heading', { required: true, max: 80 }),
    programmeName: text('Programmes: the programme’s name', { required: true, max: 120 }),
    programmeText: longText('Programmes: text', { required: true, max: 600 }),
    programmePoints: group(
      'Programmes: points',
      { text: text('Point', { required: true, max: 200 }) },
      { max: 8, rowLabel: 'text', help: 'A bulleted list under the text.' },
    ),
    programmesButton: button('Programmes: button'),
    programmesButtonLink: buttonPage('Programmes: button’s page'),
    programmePicture: image('Programmes: picture', {
      decorative: true,
      required: true,
      aspect: 4 / 3,
      help: 'Beside the text, cropped to 4:3 around the focal point.',
    }),

    video: video('Film', {
      help: 'The film behind the play button: its YouTube address or id, and the poster shown until a visitor plays it (cropped to 16:9 around the focal point). Without a YouTube id the page says the film is not published yet.',
    }),
    videoTitle: text('Film: heading', {
      required: true,
      max: 120,
      placeholders: ['siteName'],
      help: 'Also the play button’s name. {siteName} shows the organisation’s name.',
    }),
    videoText: longText('Film: text', { required: true, max: 600 }),
    videoButton: button('Film: first button'),
    videoButtonLink: buttonPage('Film: first button’s page'),
    videoSecondButton: button('Film: second button'),
    videoSecondButtonLink: buttonPage('Film: second button’s page'),
    trackRecordFigures: references('Film: figures', 'figures', {
      max: 6,
      help: 'The strip of figures under the film, in this order.',
    }),

    hubTitle: text('Virtual hub: heading', { required: true, max: 80 }),
    hubText: longText('Virtual hub: text', {
      required: true,
      max: 600,
      help: 'The social links under it are those of Organisation details.',
    }),
    hubPicture: image('Virtual hub: picture', {
      decorative: true,
      required: true,
      aspect: 4 / 3,
      help: 'Beside the text, cropped to 4:3 around the focal point.',
    }),
    hubFigures: references('Virtual hub: figures', 'figures', { max: 6 }),

    metricsTitle: text('Impact metrics: heading', { required: true, max: 80 }),
    metricsText: longText('Impact metrics: text', { required: true, max: 600 }),
    metricsFigures: references('Impact metrics: figures', 'figures', { max: 6 }),
    metricsButton: button('Impact metrics: button'),
    metricsButtonLink: buttonPage('Impact metrics: button’s page'),
    metricsPicture: image('Impact metrics: picture', {
      decorative: true,
      required: true,
      aspect: 4 / 3,
      help: 'Beside the figures, cropped to 4:3 around the focal point.',
    }),
    metricsPictureAlternative: image('Impact metrics: second picture', {
      decorative: true,
      aspect: 4 / 3,
      help: 'Shown if the first one cannot be loaded; if neither can, the hero’s background picture shows.',
    }),

    involvedTitle: text('Get involved: heading', { required: true, max: 80 }),
    involvedText: longText('Get involved: text', { required: true, max: 600 }),
    involvedEmailLabel: text('Get involved: words before the e-mail address', {
      required: true,
      max: 60,
      help: 'The address is the contact e-mail of Organisation details.',
    }),
  },
});

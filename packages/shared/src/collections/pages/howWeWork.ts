import { defineGlobal } from '../../model/define.js';
import { group, link, longText, text } from '../../model/fields.js';

/**
 * How We Work's own texts (spec section 3): its three tabs, the governance summary and the
 * sector pyramid. The council and the advisors are People (by team), the partners named are
 * Partners.
 */
export const howWeWorkPage = defineGlobal({
  name: 'how-we-work-page',
  label: 'How We Work page',
  description:
    'The texts of How We Work and its sector pyramid. Council members and advisors are under People, the partners it names under Partners.',
  section: 'Pages',
  previewPath: '/how-we-work',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    intro: text('Introduction', { required: true, max: 300 }),
    governanceTab: text('Governance tab: name', { required: true, max: 60 }),
    governanceTitle: text('Governance: heading', { required: true, max: 80 }),
    governanceLead: longText('Governance: text', { required: true, max: 600 }),
    governanceRoles: group(
      'Governance: what the council does',
      {
        title: text('Heading', { required: true, max: 60 }),
        text: text('Text', { required: true, max: 300 }),
      },
      { min: 1, max: 6, rowLabel: 'title', help: 'Cards under the governance text.' },
    ),
    councilButton: text('Governance: button that opens the council', {
      required: true,
      max: 60,
    }),
    councilTitle: text('Council: heading', { required: true, max: 80 }),
    councilLead: text('Council: text', {
      required: true,
      max: 300,
      help: 'Above the council members (People in the Governing council team).',
    }),
    advisoryTab: text('Advisory tab: name', { required: true, max: 60 }),
    advisoryTitle: text('Advisory: heading', { required: true, max: 80 }),
    advisoryLead: longText('Advisory: text', { required: true, max: 600 }),
    advisoryNote: text('Advisory: highlighted note', {
      max: 120,
      help: 'Shown in a highlight under the text, e.g. “Membership is by invitation only.”',
    }),
    advisoryButton: text('Advisory: button that opens the board', { required: true, max: 60 }),
    boardTitle: text('Board: heading', { required: true, max: 80 }),
    boardLead: longText('Board: text', { required: true, max: 600 }),
    pyramidTitle: text('Sector pyramid: heading', { required: true, max: 80 }),
    pyramid: group(
      'Sector pyramid',
      {
        sector: text('Sector', { required: true, max: 60 }),
        alongside: text('Second sector on this tier', {
          max: 60,
          help: 'Leave empty for a tier of one sector.',
        }),
      },
      {
        min: 1,
        max: 8,
        rowLabel: 'sector',
        help: 'The tiers from the top of the pyramid to its base; each is drawn wider than the one above.',
      },
    ),
    advisorsTitle: text('Board: heading above the advisors', {
      required: true,
      max: 80,
      help: 'The advisors are People in the Advisory board team.',
    }),
    partnersTab: text('Partners tab: name', { required: true, max: 60 }),
    partnersTitle: text('Partners: heading', { required: true, max: 80 }),
    partnersLead: longText('Partners: text', { required: true, max: 600 }),
    partnersButton: text('Partners: button', { required: true, max: 60 }),
    partnersLink: link('Partners: button’s page', { required: true, internal: true }),
  },
});

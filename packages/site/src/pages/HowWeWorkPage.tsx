import { Fragment, useEffect, useRef, useState } from 'react';
import { Avatar } from '../components/Avatar';
import { ButtonLink, ctaStyles } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageTitle } from '../components/PageTitle';
import { Tabs } from '../components/Tabs';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { ADVISORY_MEMBERS, COUNCIL_MEMBERS, SECTOR_PYRAMID } from '../content/governance';
import { COLLABORATIVE_PARTNERS } from '../content/partners';
import { color, radius } from '../theme';

/**
 * A summary that opens into a detailed view and back. After a switch the focus moves to the
 * new view's heading, or back to the button that opened it, so keyboard and screen-reader users
 * are not left on a button that no longer exists.
 */
function useSummaryToggle() {
  const [expanded, setExpanded] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (expanded ? headingRef.current : openerRef.current)?.focus();
  }, [expanded]);
  const show = (next: boolean) => {
    switched.current = true;
    setExpanded(next);
  };
  return {
    expanded,
    open: () => show(true),
    close: () => show(false),
    openerRef,
    headingRef,
  };
}

const panelTitle = { ...sectionTitle, outline: 'none' } as const;

function BackToSummary({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} css={ctaStyles({ tier: 'secondary' })}>
      <span
        aria-hidden="true"
        css={{ display: 'inline-block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
      >
        ←
      </span>
      Back to Summary
    </button>
  );
}

function GovernancePanel() {
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle}>Governance</h2>
        <p css={lead}>
          A governing council sets our direction, approves the budget and holds the team to account.
          It meets every quarter and publishes a yearly report to partners.
        </p>
        <ul css={{ ...gridList(3), marginBottom: 24 }}>
          {[
            ['Strategy', 'The council agrees our priorities and the sectors we work in.'],
            ['Stewardship', 'It approves budgets and grant rules and reviews the audit.'],
            ['Accountability', 'It appoints and reviews the chief executive and advisors.'],
          ].map(([title, text]) => (
            <li key={title} css={{ ...card, padding: 20 }}>
              <h3 css={{ margin: '0 0 6px', fontSize: '1.1rem', color: color.primary }}>{title}</h3>
              <p css={{ margin: 0, color: color.muted }}>{text}</p>
            </li>
          ))}
        </ul>
        <button ref={openerRef} type="button" onClick={open} css={ctaStyles({})}>
          Meet the Governing Council
        </button>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle}>
        Governing Council
      </h2>
      <p css={lead}>The three members who lead the council.</p>
      <ul css={{ ...gridList(3), marginBottom: 24 }}>
        {COUNCIL_MEMBERS.map((member) => (
          <li key={member.id} css={{ ...card, textAlign: 'center' }}>
            <div css={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
              <Avatar name={member.name} size={96} />
            </div>
            <h3 css={{ margin: 0, fontSize: '1.2rem' }}>{member.name}</h3>
            <p css={{ margin: '2px 0 12px', color: color.primary, fontWeight: 700 }}>
              {member.title}
            </p>
            <p css={{ margin: 0, color: color.muted, textAlign: 'start' }}>{member.bio}</p>
          </li>
        ))}
      </ul>
      <BackToSummary onClick={close} />
    </>
  );
}

function SectorPyramid() {
  const last = SECTOR_PYRAMID.length - 1;
  return (
    <ol
      aria-label="Sectors, from the top of the pyramid to its base"
      css={{ ...plainList, display: 'grid', gap: 6 }}
    >
      {SECTOR_PYRAMID.map((tier, index) => (
        <li
          key={tier.join('|')}
          css={{
            width: `${44 + (56 * index) / last}%`,
            marginInline: 'auto',
            minHeight: 48,
            padding: '8px 12px',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2px 16px',
            textAlign: 'center',
            borderRadius: radius.control,
            color: '#fff',
            fontWeight: 700,
            fontSize: '0.95rem',
            lineHeight: 1.25,
            // Dark at the top, lighter towards the base; white text stays above 4.5:1 on every tier.
            background: `hsl(157 ${60 - index * 4}% ${18 + index * 3.5}%)`,
          }}
        >
          {tier.map((sector, position) => (
            <Fragment key={sector}>
              {position > 0 && (
                <span aria-hidden="true" css={{ opacity: 0.6 }}>
                  •
                </span>
              )}
              <span>
                {position > 0 && <VisuallyHidden>and </VisuallyHidden>}
                {sector}
              </span>
            </Fragment>
          ))}
        </li>
      ))}
    </ol>
  );
}

function AdvisoryPanel() {
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle}>Advisory Board &amp; Reform Teams</h2>
        <p css={lead}>
          Advisors from across society guide our programmes and mentor participants. Reform Teams
          bring alumni and experts together around one problem in one sector until it is solved.
        </p>
        <p
          css={{
            display: 'inline-block',
            margin: '0 0 24px',
            padding: '8px 14px',
            borderRadius: radius.pill,
            background: '#fff4d6',
            color: '#6b4a00',
            fontWeight: 700,
          }}
        >
          Membership is by invitation only.
        </p>
        <div>
          <button ref={openerRef} type="button" onClick={open} css={ctaStyles({})}>
            View the Advisory Board
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle}>
        Advisory Board
      </h2>
      <p css={lead}>
        Our advisors and reform teams are drawn from every level of society, from media and the arts
        to education and government. Membership is by invitation only.
      </p>
      <section aria-labelledby="advisory-pyramid" css={{ marginBottom: 32 }}>
        <h3 id="advisory-pyramid" css={{ margin: '0 0 12px' }}>
          The sectors we draw on
        </h3>
        <SectorPyramid />
      </section>
      <section aria-labelledby="advisory-members" css={{ marginBottom: 24 }}>
        <h3 id="advisory-members" css={{ margin: '0 0 12px' }}>
          Our advisors
        </h3>
        <ul css={gridList(3)}>
          {ADVISORY_MEMBERS.map((member) => (
            <li
              key={member.id}
              css={{ ...card, display: 'flex', alignItems: 'center', gap: 16, padding: 16 }}
            >
              <Avatar name={member.name} size={64} />
              <div>
                <p css={{ margin: 0, fontWeight: 700 }}>{member.name}</p>
                <p css={{ margin: 0, color: color.muted }}>{member.title}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <BackToSummary onClick={close} />
    </>
  );
}

function PartnersPanel() {
  return (
    <>
      <h2 css={panelTitle}>Collaborative Partners</h2>
      <p css={lead}>
        Institutions that co-design our training, open their doors to our reform teams and fund the
        projects that come out of them.
      </p>
      <ul css={{ ...gridList(3), marginBottom: 24 }}>
        {COLLABORATIVE_PARTNERS.map((partner) => (
          <li key={partner.id} css={card}>
            <div css={{ marginBottom: 12 }}>
              <Avatar name={partner.name} size={56} shape="square" />
            </div>
            <h3 css={{ margin: '0 0 6px', fontSize: '1.15rem' }}>{partner.name}</h3>
            <p css={{ margin: 0, color: color.muted }}>{partner.description}</p>
          </li>
        ))}
      </ul>
      <ButtonLink href="/collaborative-partners">Meet Our Partners</ButtonLink>
    </>
  );
}

export function HowWeWorkPage() {
  return (
    <>
      <PageTitle>How We Work</PageTitle>
      <PageHero id="how-title" title="How We Work">
        <p>
          Good reform needs good governance. Here is who steers the organisation, who advises it and
          who we work with.
        </p>
      </PageHero>
      <PageSection>
        <Tabs
          label="How we work"
          defaultTab="governance"
          tabs={[
            { id: 'governance', label: 'Governance', panel: <GovernancePanel /> },
            { id: 'advisory', label: 'Advisory Board & Reform Teams', panel: <AdvisoryPanel /> },
            { id: 'partners', label: 'Collaborative Partners', panel: <PartnersPanel /> },
          ]}
        />
      </PageSection>
    </>
  );
}

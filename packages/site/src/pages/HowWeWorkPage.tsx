import { Fragment, useEffect, useRef, useState } from 'react';
import { Avatar } from '../components/Avatar';
import { Portrait } from '../components/Portrait';
import { ButtonLink, ctaStyles } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { Tabs } from '../components/Tabs';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { ADVISORY_MEMBERS, COUNCIL_MEMBERS, SECTOR_PYRAMID } from '../content/governance';
import { COLLABORATIVE_PARTNERS } from '../content/partners';
import { useSiteTranslation } from '../i18n';
import { HOW_WE_WORK_COPY } from '../i18n/howWeWork';
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
  const { t } = useSiteTranslation(HOW_WE_WORK_COPY);
  return (
    <button type="button" onClick={onClick} css={ctaStyles({ tier: 'secondary' })}>
      <span
        aria-hidden="true"
        css={{ display: 'inline-block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
      >
        ←
      </span>
      {t('howWeWork.back')}
    </button>
  );
}

const GOVERNANCE_ROLES = [
  ['howWeWork.governance.strategy.title', 'howWeWork.governance.strategy.text'],
  ['howWeWork.governance.stewardship.title', 'howWeWork.governance.stewardship.text'],
  ['howWeWork.governance.accountability.title', 'howWeWork.governance.accountability.text'],
] as const;

function GovernancePanel() {
  const { t, l } = useSiteTranslation(HOW_WE_WORK_COPY);
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle}>{t('howWeWork.governance.title')}</h2>
        <p css={lead}>{t('howWeWork.governance.lead')}</p>
        <ul css={{ ...gridList(3), marginBottom: 24 }}>
          {GOVERNANCE_ROLES.map(([title, text]) => (
            <li key={title} css={{ ...card, padding: 20 }}>
              <h3 css={{ margin: '0 0 6px', fontSize: '1.1rem', color: color.primary }}>
                {t(title)}
              </h3>
              <p css={{ margin: 0, color: color.muted }}>{t(text)}</p>
            </li>
          ))}
        </ul>
        <button ref={openerRef} type="button" onClick={open} css={ctaStyles({})}>
          {t('howWeWork.governance.open')}
        </button>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle}>
        {t('howWeWork.council.title')}
      </h2>
      <p css={lead}>{t('howWeWork.council.lead')}</p>
      <ul css={{ ...gridList(3), marginBottom: 24 }}>
        {COUNCIL_MEMBERS.map((member) => (
          <li key={member.id} css={{ ...card, textAlign: 'center' }}>
            <div css={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
              <Portrait name={member.name} portrait={member.portrait} size={96} />
            </div>
            <h3 css={{ margin: 0, fontSize: '1.2rem' }}>{member.name}</h3>
            <p css={{ margin: '2px 0 12px', color: color.primary, fontWeight: 700 }}>
              {l(member.title)}
            </p>
            <p css={{ margin: 0, color: color.muted, textAlign: 'start' }}>{l(member.bio)}</p>
          </li>
        ))}
      </ul>
      <BackToSummary onClick={close} />
    </>
  );
}

function SectorPyramid() {
  const { t, l } = useSiteTranslation(HOW_WE_WORK_COPY);
  const last = SECTOR_PYRAMID.length - 1;
  return (
    <ol
      aria-label={t('howWeWork.board.pyramid.label')}
      css={{ ...plainList, display: 'grid', gap: 6 }}
    >
      {SECTOR_PYRAMID.map((tier, index) => (
        <li
          key={tier.map((sector) => sector.en).join('|')}
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
            <Fragment key={sector.en}>
              {position > 0 && (
                <span aria-hidden="true" css={{ opacity: 0.6 }}>
                  •
                </span>
              )}
              <span>
                {position > 0 && (
                  <VisuallyHidden>{t('howWeWork.board.pyramid.and')} </VisuallyHidden>
                )}
                {l(sector)}
              </span>
            </Fragment>
          ))}
        </li>
      ))}
    </ol>
  );
}

function AdvisoryPanel() {
  const { t, l } = useSiteTranslation(HOW_WE_WORK_COPY);
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle}>{t('howWeWork.advisory.title')}</h2>
        <p css={lead}>{t('howWeWork.advisory.lead')}</p>
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
          {t('howWeWork.advisory.invitation')}
        </p>
        <div>
          <button ref={openerRef} type="button" onClick={open} css={ctaStyles({})}>
            {t('howWeWork.advisory.open')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle}>
        {t('howWeWork.board.title')}
      </h2>
      <p css={lead}>{t('howWeWork.board.lead')}</p>
      <section aria-labelledby="advisory-pyramid" css={{ marginBottom: 32 }}>
        <h3 id="advisory-pyramid" css={{ margin: '0 0 12px' }}>
          {t('howWeWork.board.pyramid.title')}
        </h3>
        <SectorPyramid />
      </section>
      <section aria-labelledby="advisory-members" css={{ marginBottom: 24 }}>
        <h3 id="advisory-members" css={{ margin: '0 0 12px' }}>
          {t('howWeWork.board.members.title')}
        </h3>
        <ul css={gridList(3)}>
          {ADVISORY_MEMBERS.map((member) => (
            <li
              key={member.id}
              css={{ ...card, display: 'flex', alignItems: 'center', gap: 16, padding: 16 }}
            >
              <Portrait name={member.name} portrait={member.portrait} size={64} />
              <div>
                <p css={{ margin: 0, fontWeight: 700 }}>{member.name}</p>
                <p css={{ margin: 0, color: color.muted }}>{l(member.title)}</p>
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
  const { t, l } = useSiteTranslation(HOW_WE_WORK_COPY);
  return (
    <>
      <h2 css={panelTitle}>{t('howWeWork.partners.title')}</h2>
      <p css={lead}>{t('howWeWork.partners.lead')}</p>
      <ul css={{ ...gridList(3), marginBottom: 24 }}>
        {COLLABORATIVE_PARTNERS.map((partner) => (
          <li key={partner.id} css={card}>
            <div css={{ marginBottom: 12 }}>
              <Avatar name={partner.name} size={56} shape="square" />
            </div>
            <h3 css={{ margin: '0 0 6px', fontSize: '1.15rem' }}>{partner.name}</h3>
            <p css={{ margin: 0, color: color.muted }}>{l(partner.description)}</p>
          </li>
        ))}
      </ul>
      <ButtonLink href="/collaborative-partners">{t('howWeWork.partners.meet')}</ButtonLink>
    </>
  );
}

export function HowWeWorkPage() {
  const { t } = useSiteTranslation(HOW_WE_WORK_COPY);
  return (
    <>
      <PageHead title={t('howWeWork.title')} description={t('howWeWork.intro')} />
      <PageHero id="how-title" title={t('howWeWork.title')}>
        <p>{t('howWeWork.intro')}</p>
      </PageHero>
      <PageSection>
        <Tabs
          label={t('howWeWork.tabs.label')}
          defaultTab="governance"
          tabs={[
            {
              id: 'governance',
              label: t('howWeWork.tabs.governance'),
              panel: <GovernancePanel />,
            },
            { id: 'advisory', label: t('howWeWork.tabs.advisory'), panel: <AdvisoryPanel /> },
            { id: 'partners', label: t('howWeWork.tabs.partners'), panel: <PartnersPanel /> },
          ]}
        />
      </PageSection>
    </>
  );
}

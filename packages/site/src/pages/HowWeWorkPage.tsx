import { howWeWorkPage, partners, people, type PublicOf } from '@ia/shared';
import { Fragment, useEffect, useRef, useState } from 'react';
import { ButtonLink, ctaStyles } from '../components/ButtonLink';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PartnerCards } from '../components/PartnerCards';
import { Portrait } from '../components/Portrait';
import { card, gridList, lead, plainList, sectionTitle } from '../components/styles';
import { Tabs } from '../components/Tabs';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { PageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { HOW_WE_WORK_COPY } from '../i18n/howWeWork';
import { allLoaded, ContentStatus } from '../model/ContentStatus';
import { fieldLang, langAttr, rowFieldLang, useCollection, useGlobal } from '../model/useContent';
import { color, radius } from '../theme';

type Page = PublicOf<typeof howWeWorkPage>;
type Person = PublicOf<typeof people>;
type Partner = PublicOf<typeof partners>;

/** `lang` of one of the page's fields where it fell back to English. */
const inLangOf = (page: Page, language: string) => (field: keyof Page & string) =>
  langAttr(fieldLang(page, field), language);

/**
 * A summary that opens into a detailed view and back. After a switch the focus moves to the
 * new view's heading, or back to the button that opened it, so keyboard and screen-reader users
 * are not left on a button that no longer exists.
 */
function useSummaryToggle() {
  const [expanded, setExpanded] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The view focus was last moved for: nothing moves on the first render.
  const focusedFor = useRef(expanded);
  useEffect(() => {
    if (focusedFor.current === expanded) return;
    focusedFor.current = expanded;
    (expanded ? headingRef.current : openerRef.current)?.focus();
  }, [expanded]);
  return {
    expanded,
    open: () => setExpanded(true),
    close: () => setExpanded(false),
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

function GovernancePanel({ page, council }: { page: Page; council: readonly Person[] }) {
  const { language } = useSiteTranslation();
  const inLang = inLangOf(page, language);
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle} {...inLang('governanceTitle')}>
          {page.governanceTitle}
        </h2>
        <p css={lead} {...inLang('governanceLead')}>
          {page.governanceLead}
        </p>
        <ul css={{ ...gridList(3), marginBottom: 24 }}>
          {page.governanceRoles.map((role, index) => (
            <li key={index} css={{ ...card, padding: 20 }}>
              <h3
                css={{ margin: '0 0 6px', fontSize: '1.1rem', color: color.primary }}
                {...langAttr(rowFieldLang(page, role, 'title'), language)}
              >
                {role.title}
              </h3>
              <p
                css={{ margin: 0, color: color.muted }}
                {...langAttr(rowFieldLang(page, role, 'text'), language)}
              >
                {role.text}
              </p>
            </li>
          ))}
        </ul>
        <button
          ref={openerRef}
          type="button"
          onClick={open}
          css={ctaStyles({})}
          {...inLang('councilButton')}
        >
          {page.councilButton}
        </button>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle} {...inLang('councilTitle')}>
        {page.councilTitle}
      </h2>
      <p css={lead} {...inLang('councilLead')}>
        {page.councilLead}
      </p>
      <ul css={{ ...gridList(3), marginBottom: 24 }}>
        {council.map((member) => (
          <li key={member.id} css={{ ...card, textAlign: 'center' }}>
            <div css={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
              <Portrait name={member.name} portrait={member.portrait} size={96} />
            </div>
            <h3 css={{ margin: 0, fontSize: '1.2rem' }}>{member.name}</h3>
            <p
              css={{ margin: '2px 0 12px', color: color.primary, fontWeight: 700 }}
              {...langAttr(fieldLang(member, 'role'), language)}
            >
              {member.role}
            </p>
            {member.bio && (
              <p
                css={{ margin: 0, color: color.muted, textAlign: 'start' }}
                {...langAttr(fieldLang(member, 'bio'), language)}
              >
                {member.bio}
              </p>
            )}
          </li>
        ))}
      </ul>
      <BackToSummary onClick={close} />
    </>
  );
}

function SectorPyramid({ page }: { page: Page }) {
  const { t, language } = useSiteTranslation(HOW_WE_WORK_COPY);
  const last = Math.max(page.pyramid.length - 1, 1);
  return (
    <ol
      aria-label={t('howWeWork.board.pyramid.label')}
      css={{ ...plainList, display: 'grid', gap: 6 }}
    >
      {page.pyramid.map((tier, index) => (
        <li
          key={index}
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
            // Dark at the top, lighter towards the base; white text stays above 4.5:1 on every
            // tier (the lightness stops growing after the fifth).
            background: `hsl(157 ${60 - Math.min(index, 4) * 4}% ${18 + Math.min(index, 4) * 3.5}%)`,
          }}
        >
          {(['sector', 'alongside'] as const)
            .filter((field) => tier[field] !== '')
            .map((field, position) => (
              <Fragment key={field}>
                {position > 0 && (
                  <span aria-hidden="true" css={{ opacity: 0.6 }}>
                    •
                  </span>
                )}
                <span>
                  {position > 0 && (
                    <VisuallyHidden>{t('howWeWork.board.pyramid.and')} </VisuallyHidden>
                  )}
                  <span {...langAttr(rowFieldLang(page, tier, field), language)}>
                    {tier[field]}
                  </span>
                </span>
              </Fragment>
            ))}
        </li>
      ))}
    </ol>
  );
}

function AdvisoryPanel({ page, advisors }: { page: Page; advisors: readonly Person[] }) {
  const { language } = useSiteTranslation();
  const inLang = inLangOf(page, language);
  const { expanded, open, close, openerRef, headingRef } = useSummaryToggle();
  if (!expanded) {
    return (
      <>
        <h2 css={panelTitle} {...inLang('advisoryTitle')}>
          {page.advisoryTitle}
        </h2>
        <p css={lead} {...inLang('advisoryLead')}>
          {page.advisoryLead}
        </p>
        {page.advisoryNote && (
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
            {...inLang('advisoryNote')}
          >
            {page.advisoryNote}
          </p>
        )}
        <div>
          <button
            ref={openerRef}
            type="button"
            onClick={open}
            css={ctaStyles({})}
            {...inLang('advisoryButton')}
          >
            {page.advisoryButton}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} css={panelTitle} {...inLang('boardTitle')}>
        {page.boardTitle}
      </h2>
      <p css={lead} {...inLang('boardLead')}>
        {page.boardLead}
      </p>
      <section aria-labelledby="advisory-pyramid" css={{ marginBottom: 32 }}>
        <h3 id="advisory-pyramid" css={{ margin: '0 0 12px' }} {...inLang('pyramidTitle')}>
          {page.pyramidTitle}
        </h3>
        <SectorPyramid page={page} />
      </section>
      <section aria-labelledby="advisory-members" css={{ marginBottom: 24 }}>
        <h3 id="advisory-members" css={{ margin: '0 0 12px' }} {...inLang('advisorsTitle')}>
          {page.advisorsTitle}
        </h3>
        <ul css={gridList(3)}>
          {advisors.map((member) => (
            <li
              key={member.id}
              css={{ ...card, display: 'flex', alignItems: 'center', gap: 16, padding: 16 }}
            >
              <Portrait name={member.name} portrait={member.portrait} size={64} />
              <div>
                <p css={{ margin: 0, fontWeight: 700 }}>{member.name}</p>
                <p
                  css={{ margin: 0, color: color.muted }}
                  {...langAttr(fieldLang(member, 'role'), language)}
                >
                  {member.role}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <BackToSummary onClick={close} />
    </>
  );
}

function PartnersPanel({ page, list }: { page: Page; list: readonly Partner[] }) {
  const { language } = useSiteTranslation();
  const inLang = inLangOf(page, language);
  return (
    <>
      <h2 css={panelTitle} {...inLang('partnersTitle')}>
        {page.partnersTitle}
      </h2>
      <p css={lead} {...inLang('partnersLead')}>
        {page.partnersLead}
      </p>
      <PartnerCards list={list} />
      <ButtonLink href={page.partnersLink} {...inLang('partnersButton')}>
        {page.partnersButton}
      </ButtonLink>
    </>
  );
}

export function HowWeWorkPage() {
  const { t, language } = useSiteTranslation(HOW_WE_WORK_COPY);
  const pageQuery = useGlobal(howWeWorkPage);
  const peopleQuery = useCollection(people);
  const partnersQuery = useCollection(partners);
  const queries = [pageQuery, peopleQuery, partnersQuery];
  if (!allLoaded(queries)) return <ContentStatus queries={queries} />;
  const page = pageQuery.data!;
  const inLang = inLangOf(page, language);
  const team = (name: string) => peopleQuery.data!.filter((person) => person.team === name);
  return (
    <>
      <PageHead title={page.title} description={page.intro} />
      <PageHero id="how-title" title={page.title}>
        <p {...inLang('intro')}>{page.intro}</p>
      </PageHero>
      <PageSection>
        <Tabs
          label={t('howWeWork.tabs.label')}
          defaultTab="governance"
          tabs={[
            {
              id: 'governance',
              label: page.governanceTab,
              panel: <GovernancePanel page={page} council={team('council')} />,
            },
            {
              id: 'advisory',
              label: page.advisoryTab,
              panel: <AdvisoryPanel page={page} advisors={team('advisory')} />,
            },
            {
              id: 'partners',
              label: page.partnersTab,
              panel: <PartnersPanel page={page} list={partnersQuery.data!} />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}

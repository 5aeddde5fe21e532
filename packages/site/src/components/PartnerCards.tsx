import type { partners, PublicOf } from '@ia/shared';
import { useSiteTranslation } from '../i18n';
import { MediaPicture } from '../model/MediaPicture';
import { fieldLang, langAttr } from '../model/useContent';
import { color } from '../theme';
import { Avatar } from './Avatar';
import { card, gridList } from './styles';

type Partner = PublicOf<typeof partners>;

/**
 * The collaborative partners as cards, in staff's order: logo (or initials), name, linked to the
 * partner's website when staff gave one, and what they do with us. The logo only decorates: the
 * name beside it says who it is.
 */
export function PartnerCards({
  list,
  headingLevel = 3,
}: {
  list: readonly Partner[];
  headingLevel?: 2 | 3;
}) {
  const { language } = useSiteTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul css={{ ...gridList(3), marginBottom: 24 }}>
      {list.map((partner) => (
        <li key={partner.id} css={card}>
          <div css={{ marginBottom: 12 }}>
            <MediaPicture
              image={partner.logo}
              alt=""
              sizes="56px"
              imgCss={{ width: 56, height: 56, objectFit: 'contain' }}
              fallback={<Avatar name={partner.name} size={56} shape="square" />}
            />
          </div>
          <Heading css={{ margin: '0 0 6px', fontSize: '1.15rem' }}>
            {partner.website ? (
              <a href={partner.website} css={{ color: color.primary }}>
                {partner.name}
              </a>
            ) : (
              partner.name
            )}
          </Heading>
          <p
            css={{ margin: 0, color: color.muted }}
            {...langAttr(fieldLang(partner, 'description'), language)}
          >
            {partner.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

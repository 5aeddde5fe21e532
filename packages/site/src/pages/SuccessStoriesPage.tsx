import { StoryGrid } from '@ia/widgets';
import { Link } from 'wouter';
import { PageSection } from '../components/PageSection';
import { color } from '../theme';

export function SuccessStoriesPage() {
  return (
    <PageSection labelledBy="stories-title">
      <title>Success Stories</title>
      <Link href="/" css={{ color: color.primary, fontWeight: 600 }}>
        ← Back to Home
      </Link>
      <h1 id="stories-title" css={{ fontSize: '2.2rem', margin: '16px 0 8px' }}>
        Success Stories
      </h1>
      <p css={{ color: color.muted, margin: '0 0 32px', maxWidth: '60ch' }}>
        Reform entrepreneurs trained and funded through our programmes, in their own words and
        numbers.
      </p>
      <StoryGrid linkBase="/success-stories" />
    </PageSection>
  );
}

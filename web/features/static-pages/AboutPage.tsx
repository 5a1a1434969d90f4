import { Link } from 'react-router';
import { PAGE_COPY } from '#shared/page-copy';
import { MARKETING_STATS } from '#web/lib/marketing-stats';
import { LegalPage } from './LegalPage';

export function AboutPage() {
  return (
    <LegalPage {...PAGE_COPY.about}>
      <p>
        We connect learners with professional trainers, coaches and consultants. Whether you want to get fit, grow a
        business, learn a language or become a calmer parent, you can search approved experts by category, compare their
        services and prices, read honest reviews and contact them directly.
      </p>
      <h2>For learners</h2>
      <p>
        Browsing is free and needs no account. Sign in to save favourite trainers and to leave reviews. Every trainer
        profile is checked by our team before it becomes public, and badges show which trainers have verified their
        email or identity.
      </p>
      <h2>For trainers</h2>
      <p>
        Joining is free and you set your own prices. Manage your profile, contact links and services yourself, and see
        monthly analytics about who views your profile and how they found you.{' '}
        <Link to="/auth?mode=signup">Become a trainer</Link>.
      </p>
      <h2>Our community in numbers</h2>
      <ul>
        {MARKETING_STATS.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong> {stat.label.toLowerCase()}
          </li>
        ))}
      </ul>
    </LegalPage>
  );
}

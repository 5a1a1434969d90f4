import { Link } from 'react-router';
import { PAGE_COPY } from '#shared/page-copy';
import { LegalPage } from './LegalPage';
import { LEGAL_EFFECTIVE_DATE } from './legal-dates';

export function PrivacyPage() {
  return (
    <LegalPage {...PAGE_COPY.privacy} updated={LEGAL_EFFECTIVE_DATE}>
      <p>
        This Privacy Policy explains what personal information we collect when you use our marketplace, how we use it
        and the choices you have. By using the service you agree to this policy.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>Account information: your full name, email address and a securely hashed password.</li>
        <li>Trainer profiles: headline, description, services, prices and the contact links you choose to publish.</li>
        <li>Content you submit: reviews, contact messages and newsletter subscriptions.</li>
        <li>
          Usage information: profile views, clicks on contact links and search terms, which we use in aggregate to give
          trainers analytics and to improve search.
        </li>
      </ul>
      <h2>How we use information</h2>
      <p>
        We use your information to run the marketplace, show trainer profiles to learners, moderate content, keep the
        service secure, answer your messages and, if you subscribed, send our newsletter. We do not sell your personal
        information.
      </p>
      <h2>Sharing</h2>
      <p>
        Public trainer profiles and reviews are visible to everyone. When you contact a trainer through WhatsApp or a
        social link, that platform's own privacy policy applies. We use infrastructure providers to host the service and
        share only what they need to do so.
      </p>
      <h2>Retention and security</h2>
      <p>
        We keep information for as long as your account is active or as needed to provide the service and meet legal
        obligations. Passwords are stored only as salted hashes and sessions use short-lived tokens.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your profile at any time, unsubscribe from the newsletter using the link in any email, and ask us
        to delete your account through our <Link to="/contact">contact page</Link>. California residents have rights
        under the California Consumer Privacy Act, including to know, delete and correct their personal information.
      </p>
      <h2>Children</h2>
      <p>
        Our services are not directed to individuals under 18, and we do not knowingly collect personal information from
        them. If you believe a minor has given us information, please contact us and we will delete it.
      </p>
      <h2>Changes</h2>
      <p>We may update this policy; the date above shows the latest version.</p>
    </LegalPage>
  );
}

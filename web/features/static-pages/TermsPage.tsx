import { Link } from 'react-router';
import { PAGE_COPY } from '#shared/page-copy';
import { LegalPage } from './LegalPage';
import { LEGAL_EFFECTIVE_DATE } from './legal-dates';

export function TermsPage() {
  return (
    <LegalPage {...PAGE_COPY.terms} updated={LEGAL_EFFECTIVE_DATE}>
      <p>
        These Terms of Service govern your use of our marketplace, which connects learners with independent trainers,
        coaches and consultants. By creating an account or using the service you accept these terms.
      </p>
      <h2>Eligibility</h2>
      <p>
        You must be at least 18 years old to use the service. Our services are not directed to individuals under 18.
      </p>
      <h2>Accounts</h2>
      <p>
        You are responsible for your account and for keeping your password confidential. Tell us at once about any
        unauthorised use. We may suspend or ban accounts that break these terms.
      </p>
      <h2>Trainers</h2>
      <p>
        Trainers are independent professionals, not our employees. Joining is free; trainers set their own prices and
        are solely responsible for their services, qualifications and the accuracy of their profiles. New profiles are
        reviewed before they are published, and we may reject or remove any profile.
      </p>
      <h2>Learners</h2>
      <p>
        Agreements for sessions are made directly between learners and trainers. We do not guarantee the outcome or
        quality of any service, although we moderate reviews and verify some trainers as shown by their badges.
      </p>
      <h2>Reviews and content</h2>
      <p>
        Reviews must be honest and based on your own experience. You may not post unlawful, abusive or misleading
        content. We may remove content that breaks these rules.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        The service is provided "as is". To the extent permitted by law we are not liable for indirect or consequential
        damages arising from your use of the service or from dealings between learners and trainers.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms? <Link to="/contact">Contact us</Link>.
      </p>
    </LegalPage>
  );
}

import { mailboxes } from '../../company';
import { LegalDocument, LegalSection, Mailbox } from './legal-document';

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="These terms govern your use of TenderFlow. By creating an account or using the service you agree to them on behalf of yourself and the business you represent."
    >
      <LegalSection title="1. The service">
        <p>
          TenderFlow provides online software to record tenders, track their status and manage related tasks.
          The service is currently offered as a Beta: features may change, and we will give notice before
          removing anything you rely on.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <ul>
          <li>You must be at least 18 and able to bind the business you register.</li>
          <li>Keep your password confidential; you are responsible for activity under your account.</li>
          <li>Tell us promptly at {mailboxes.support} if you suspect unauthorised access.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Plans, fees and cancellation">
        <p>
          Paid plans are billed monthly in advance in US dollars at the price shown on our pricing section.
          You can upgrade, downgrade or cancel at any time; cancellation takes effect at the end of the
          current billing period and fees already paid are not refunded, except where the law requires. We
          will announce price changes at least 30 days in advance.
        </p>
      </LegalSection>
      <LegalSection title="4. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>break the law or infringe anyone&apos;s rights through the service;</li>
          <li>upload malware or try to probe, disrupt or gain unauthorised access to our systems;</li>
          <li>resell the service or use it to build a competing product;</li>
          <li>share confidential tender documents you are not entitled to share.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Your content">
        <p>
          You keep all rights to the tenders, tasks and files you add. You grant us only the licence needed to
          host and display that content to you and the people you invite. You can export or delete your
          content at any time.
        </p>
      </LegalSection>
      <LegalSection title="6. Availability and support">
        <p>
          We aim for high availability but do not guarantee uninterrupted service. Support is provided by
          email on all plans, with priority or 24/7 support on the plans that include it.
        </p>
      </LegalSection>
      <LegalSection title="7. Liability">
        <p>
          The service is provided “as is”. To the extent the law allows, we are not liable for indirect or
          consequential losses, including lost contracts or profits, and our total liability in any 12-month
          period is limited to the fees you paid us in that period. Nothing in these terms limits liability
          that cannot be limited by law.
        </p>
      </LegalSection>
      <LegalSection title="8. Termination">
        <p>
          You may stop using TenderFlow at any time. We may suspend or close accounts that seriously or
          repeatedly breach these terms, after notice where reasonable. On termination you have 30 days to
          export your data.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes, law and contact">
        <p>
          We may update these terms and will notify you of material changes at least 30 days in advance. These
          terms are governed by the laws of the State of California, without prejudice to the mandatory
          consumer protections of your country. Questions? Write to <Mailbox address={mailboxes.legal} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

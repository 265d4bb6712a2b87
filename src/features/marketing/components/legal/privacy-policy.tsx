import { mailboxes } from '../../company';
import { LegalDocument, LegalSection, Mailbox } from './legal-document';

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what personal data TenderFlow Inc. (“TenderFlow”, “we”) collects when you use our website and application, why we collect it, and the choices you have."
    >
      <LegalSection title="1. Who we are">
        <p>
          TenderFlow Inc., 548 Market Street, Suite 300, San Francisco, CA 94104, is the controller of the
          personal data described in this policy. You can reach our privacy team at{' '}
          <Mailbox address={mailboxes.privacy} /> and our Data Protection Officer at{' '}
          <Mailbox address={mailboxes.dpo} />.
        </p>
      </LegalSection>
      <LegalSection title="2. Data we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your first and last name, email address, company name and a
            securely hashed password.
          </li>
          <li>
            <strong>Content you add:</strong> tenders, tasks, deadlines and notes you record in the
            application.
          </li>
          <li>
            <strong>Enquiries:</strong> what you send us through the demo request and contact forms or by
            email.
          </li>
          <li>
            <strong>Technical data:</strong> log data such as IP address, browser type and the pages you
            visit, kept for security and troubleshooting.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. How we use your data">
        <ul>
          <li>To provide, maintain and secure the service you signed up for (performance of a contract).</li>
          <li>To answer your enquiries and arrange demos (our legitimate interest, or your request).</li>
          <li>To send service messages such as security notices and deadline reminders.</li>
          <li>To improve the product using aggregated, non-identifying usage statistics.</li>
          <li>To meet legal obligations, such as tax and accounting rules.</li>
        </ul>
        <p>We never sell your personal data and we do not use your tender content to train models.</p>
      </LegalSection>
      <LegalSection title="4. Sharing">
        <p>
          We share data only with processors that help us run TenderFlow (hosting, database, email delivery
          and customer support tools), under written data processing agreements, and with authorities when the
          law requires it. Transfers outside the European Economic Area rely on the European Commission&apos;s
          Standard Contractual Clauses.
        </p>
      </LegalSection>
      <LegalSection title="5. Retention">
        <p>
          We keep account data and content for as long as your account is open. When you close your account we
          delete it within 30 days, except records we must keep by law. Backups are overwritten within 90
          days.
        </p>
      </LegalSection>
      <LegalSection title="6. Security">
        <p>
          Data is encrypted in transit and at rest. Every record is isolated per account at the database
          level, access by our staff is limited and logged, and we review our safeguards regularly.
        </p>
      </LegalSection>
      <LegalSection title="7. Your rights">
        <p>
          Depending on where you live, you may access, correct, delete or export your data, object to or
          restrict its processing, and withdraw consent at any time. See our GDPR page for details, or write
          to <Mailbox address={mailboxes.privacy} />. You may also complain to your data protection authority.
        </p>
      </LegalSection>
      <LegalSection title="8. Changes and contact">
        <p>
          We will post any change to this policy on this page and, for significant changes, tell you by email
          before they take effect. Questions? Contact <Mailbox address={mailboxes.privacy} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

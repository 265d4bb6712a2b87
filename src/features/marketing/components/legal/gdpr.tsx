import { mailboxes } from '../../company';
import { LegalDocument, LegalSection, Mailbox } from './legal-document';

const rights = [
  ['Access', 'get a copy of the personal data we hold about you'],
  ['Rectification', 'have inaccurate or incomplete data corrected'],
  ['Erasure', 'have your data deleted when we no longer need it'],
  ['Restriction', 'ask us to limit how we use your data'],
  ['Portability', 'receive your data in a machine-readable format'],
  ['Objection', 'object to processing based on our legitimate interests'],
];

export function GdprPage() {
  return (
    <LegalDocument
      title="GDPR"
      intro="TenderFlow is built to comply with the EU General Data Protection Regulation (GDPR) and the UK GDPR. This page summarises how we meet our obligations and how you can exercise your rights."
    >
      <LegalSection title="1. Our roles">
        <p>
          For account and enquiry data, TenderFlow Inc. is the <strong>controller</strong>. For the tender and
          task content your business records in the application, your business is the controller and
          TenderFlow acts as its <strong>processor</strong>, under our Data Processing Agreement, available on
          request from <Mailbox address={mailboxes.legal} />.
        </p>
      </LegalSection>
      <LegalSection title="2. Lawful bases">
        <p>
          We process personal data to perform our contract with you, to pursue legitimate interests such as
          securing and improving the service, to comply with legal obligations, and, where we ask for it, with
          your consent.
        </p>
      </LegalSection>
      <LegalSection title="3. Your rights">
        <ul>
          {rights.map(([right, text]) => (
            <li key={right}>
              <strong>{right}:</strong> {text}.
            </li>
          ))}
        </ul>
        <p>
          Send your request to <Mailbox address={mailboxes.dpo} />. We will answer within one month of
          receiving it; for complex requests we may extend this by up to two further months and will tell you
          why. Exercising your rights is free of charge.
        </p>
      </LegalSection>
      <LegalSection title="4. Security and breach notification">
        <p>
          We protect data with encryption in transit and at rest, per-account isolation enforced by the
          database, least-privilege staff access and regular reviews. If a personal data breach occurs, we
          will notify the competent supervisory authority within 72 hours of becoming aware of it, and
          affected customers without undue delay.
        </p>
      </LegalSection>
      <LegalSection title="5. International transfers and sub-processors">
        <p>
          Where data leaves the European Economic Area or the UK, we rely on adequacy decisions or the
          Standard Contractual Clauses with additional safeguards. Our current list of sub-processors is
          available from <Mailbox address={mailboxes.dpo} />.
        </p>
      </LegalSection>
      <LegalSection title="6. Contact our Data Protection Officer">
        <p>
          Our DPO can be reached at <Mailbox address={mailboxes.dpo} />. You also have the right to lodge a
          complaint with your local data protection authority.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

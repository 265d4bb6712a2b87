import { mailboxes } from '../../company';
import { LegalDocument, LegalSection, Mailbox } from './legal-document';

const browserHelp = [
  { name: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  {
    name: 'Mozilla Firefox',
    href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
  },
  { name: 'Apple Safari', href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  {
    name: 'Microsoft Edge',
    href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
];

export function CookiePolicy() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro="TenderFlow keeps the use of cookies and similar browser storage to a minimum. This policy lists what we store on your device and how you can control it."
    >
      <LegalSection title="1. What cookies and local storage are">
        <p>
          Cookies are small text files a website stores in your browser. Local storage is a similar browser
          feature that keeps small pieces of data on your device. We use both only where the service needs
          them.
        </p>
      </LegalSection>
      <LegalSection title="2. What we store">
        <ul>
          <li>
            <strong>Strictly necessary:</strong> your sign-in session, so you stay signed in while you use the
            application. Without it the application cannot work.
          </li>
          <li>
            <strong>Preferences:</strong> your chosen theme (light, dark or system), stored in local storage
            under the key “theme”.
          </li>
        </ul>
        <p>
          We do not use advertising cookies, and we do not allow third parties to track you across other
          websites through TenderFlow.
        </p>
      </LegalSection>
      <LegalSection title="3. Managing cookies in your browser">
        <p>
          You can view, block and delete cookies in your browser settings. Blocking strictly necessary storage
          will prevent you from signing in. Your browser&apos;s help pages explain how:
        </p>
        <ul>
          {browserHelp.map((browser) => (
            <li key={browser.name}>
              <a href={browser.href} target="_blank" rel="noopener noreferrer">
                {browser.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="4. Changes and contact">
        <p>
          If we ever add optional cookies, we will update this policy and ask for your consent first.
          Questions? Contact <Mailbox address={mailboxes.privacy} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}

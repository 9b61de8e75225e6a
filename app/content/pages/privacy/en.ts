// Privacy Policy, English.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'This policy explains which personal data Contacto collects, why we need it, how long we keep it and which rights you have. We collect as little as possible, we do not sell personal data and we do not use tracking or advertising cookies.',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        `Contacto is operated by ${COMPANY.legalName}, a limited liability company registered in the State of ${COMPANY.state}, United States (“Contacto”, “we”). Postal address: ${companyAddressInline('en')}.`,
        `For any privacy question or request, write to [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Data about buyers',
      blocks: [
        'When you buy contact details, we keep:',
        [
          'your email address, to deliver your order, send the receipt and let you open your purchase again later;',
          'your name, if you choose to give it;',
          'your orders: the profiles bought, the amounts, the date, the language and the status of the payment;',
          'the country you live in, which you choose at checkout, because purchases from some countries need the woman’s prior approval (see our [Terms of Service](terms));',
          'if your country needs her approval (the United States, for example), your answers to the disclosure form: your first name, any criminal history or protection orders, your marriages, your children and the places you have lived. They are stored sealed, encrypted with a key only our server holds, and shown only to the woman whose approval you ask for and, if needed, to our super administrators. They are erased 30 days after the last decision on your purchase.',
        ],
        'If you create an account, we also keep your username, your email address, your password (stored only as a secure hash, never in clear text) and your list of favorite profiles. You can download your data and delete your account at any time in your account settings.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Data about women who submit a profile',
      blocks: [
        'When a woman submits her profile, we keep what she enters in the form: her name, age, location, description, personal details, photos and videos, and the contact details she chooses to share. Before storing photos, we remove their hidden metadata, including GPS location.',
        'We also keep a record of her consent: the time it was given, the version of the consent text she accepted and a hashed (one-way encrypted) form of the IP address it came from. Her private owner link is stored only as a hash as well.',
        'Her contact details are never shown publicly. They are released only to buyers who have paid for them, and only under the conditions she chose.',
      ],
    },
    {
      id: 'support',
      heading: 'Messages and reports',
      blocks: [
        'When you write to us or report a problem, we keep your message, your email address (unless you report anonymously), the language of the page and any file you attach as evidence, so we can answer and act on it.',
      ],
    },
    {
      id: 'technical',
      heading: 'Technical data',
      blocks: [
        'To protect the service against abuse (for example, too many attempts to log in or to send a form), we process IP addresses. We store them only in hashed form, which cannot be turned back into the original address. Our server logs contain no cookies or passwords and are deleted after 30 days.',
        'We do not use analytics, advertising or social media trackers.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Data stored on your device',
      blocks: [
        'So that the site is fast and works offline, some data is kept in your browser, on your own device, and is not sent to us:',
        [
          'your language choice (the keys language, language_choice and language_suggestion_dismissed in local storage);',
          'your cart (the key cart-storage in older versions, now part of the on-device database);',
          'a copy of the public profiles (the catalogue replica), so that you can browse offline;',
          'your favorites and the changes still waiting to be sent;',
          'the contact details you have bought, so you can read them offline;',
          'profile submissions waiting for a connection.',
        ],
        'You can delete this data at any time by clearing the site data in your browser settings. Our [Cookie Policy](cookies) explains each item.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use your data',
      blocks: [
        [
          'To perform our contract with you: selling and delivering contact details, publishing a profile, running your account.',
          'With consent: publishing a woman’s profile and releasing her contact details. She may withdraw this consent at any time.',
          'For our legitimate interests: preventing fraud and abuse, keeping the service secure and answering your messages.',
          'To meet legal obligations: accounting and tax records, and answering lawful requests from authorities.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Who receives your data',
      blocks: [
        'We never sell or rent personal data. We share it only with:',
        [
          'Stripe, our payment processor, which handles your card details under its own [privacy policy](https://stripe.com/privacy);',
          'the providers that host our servers, store our media files and send our emails, which process data only on our instructions;',
          'buyers, who receive only the contact details a woman chose to share, after payment and under the conditions she set;',
          'authorities, when the law requires it.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Withdrawing consent and deleting a profile',
      blocks: [
        'A woman can withdraw her consent or delete her profile at any time, using her private owner link or by writing to us. We may also delete a profile ourselves, for example after a takedown request. From that moment her profile leaves the public site, search engines are told to remove it, the copies stored on visitors’ devices are deleted the next time those devices connect, and her contact details are no longer released to anyone.',
        'When a profile is deleted, by her link, by an administrator or after a takedown request, her personal data is erased at once:',
        [
          'her names and her email address;',
          'her contact channels and their details;',
          'the texts she wrote (her description and personal details);',
          'her photos and videos, in every storage we use, with every resized copy;',
          'the addresses (slugs) of her profile page.',
        ],
        'What stays, with her personal fields blanked:',
        [
          'the orders that bought her contact details, with their price and the fact of the sale, for accounting;',
          'the record of her consent: the version of the text she accepted and the times it was given and withdrawn;',
          'our audit log of administrative actions.',
        ],
        'Contact details delivered to buyers before the deletion cannot be recalled, but buyers may not publish or pass them on, and we block any buyer who misuses them.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        [
          'Orders and receipts: 7 years after the purchase, as accounting and tax law require; then they are deleted.',
          'Messages from our payment processor about a payment, which contain the buyer’s email address and name: 30 days after we processed them; after that only their type and times remain.',
          'A buyer’s answers to the disclosure form: sealed from the moment they are sent, and erased 30 days after the last decision on the purchase (her answer, or her deadline passing), or 30 days after an unpaid purchase ended.',
          'Accounts: until you delete yours in your account settings, or 3 years after your last login, when the account is erased with its favorites and sessions. Its orders stay for accounting, as above, with your email address, name and card details removed.',
          'Login sessions: a session ends after 7 days without use, and after 90 days at most.',
          'Profiles: as long as she keeps them; deleting one erases her personal data at once (see above).',
          'Consent records: 3 years after a profile is deleted, as proof that consent existed; then they are deleted with what was left of the profile.',
          'Messages to us: 2 years after our last reply (or after they arrived, if we did not reply). Reports and takedown requests, with their evidence files: 2 years after they are closed.',
          'The audit log of administrative actions: 7 years.',
          'Hashed IP addresses used to limit abuse: 1 day (the one in a consent record stays with that record).',
          'Photos and videos uploaded for a profile that was never sent: 6 hours.',
          'Server logs: 30 days.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      blocks: [
        'Contacto is operated from the United States, so your data is processed there. When we transfer data from the European Economic Area, the United Kingdom or Switzerland, we rely on the European Commission’s standard contractual clauses or an equivalent safeguard.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'Depending on where you live (for example under the GDPR in Europe or the CCPA in California), you have the right to:',
        [
          'access the data we hold about you and receive a copy;',
          'correct inaccurate data;',
          'have your data deleted;',
          'object to or restrict certain uses;',
          'receive your data in a portable format;',
          'withdraw your consent at any time, without affecting what was done before.',
        ],
        `Write to [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). We answer within 30 days. You also have the right to complain to your local data protection authority.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'All connections are encrypted (HTTPS). Passwords, owner links, IP addresses and blocked buyers’ email addresses are stored only as hashes, and buyers’ disclosure answers are sealed with a key only our server holds. Access to personal data is limited to the staff who need it (only super administrators can open disclosure answers), and every administrative action is logged.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Adults only',
      blocks: [
        'Contacto is only for people aged 18 or over. We do not knowingly collect data from minors, and we delete any profile or account that belongs to someone under 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If we change this policy, we publish the new version here with a new date. If the changes are significant, we will tell you by email or with a notice on the site.',
      ],
    },
  ],
} satisfies PageContent;

// Terms of Service, English.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `These terms govern your use of Contacto, operated by ${COMPANY.legalName}. By browsing the site, buying contact details or submitting a profile, you accept them. Please read them carefully.`,
  sections: [
    {
      id: 'service',
      heading: 'What Contacto is',
      blocks: [
        'Contacto is an e-commerce platform for contact information. We publish profiles that women from the Dominican Republic have submitted and verified with us, and we sell the contact details each of them chose to share.',
        'Contacto is not a dating site, a marriage agency or a matchmaking service. We do not arrange meetings, translate or write messages, organise travel or take part in your conversations, and we do not guarantee that anyone will reply.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use Contacto',
      blocks: [
        'You must be at least 18 years old and legally able to enter into a contract. You must not use Contacto where doing so is against the law of your country.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        'You do not need an account to buy. An optional account lets you save favorite profiles. Keep your password to yourself: you are responsible for what happens in your account. We may close accounts that break these terms.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Prices, payment and delivery',
      blocks: [
        [
          'Each contact costs $2 for 1 to 9 contacts in one order; from 10 contacts, each costs $1.00.',
          'Prices are in US dollars (USD), the processing fee is $0.00, and there are no subscriptions or recurring charges.',
          'Payments are processed by Stripe. We never receive your card number.',
          'The contact details are delivered on screen and by email right after payment.',
        ],
        'You buy the contact details that the woman chose to share at the time of your purchase. A purchase does not entitle you to a reply, a meeting or any relationship.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Purchases that need her approval',
      blocks: [
        'A woman may decide to approve each buyer personally. In that case your card is only authorised when you pay; you are charged, and the details are released, only if she accepts. If she declines or does not answer before the deadline shown at checkout, the authorisation is cancelled and you are not charged.',
        'Buyers in the United States: although Contacto is not a marriage agency, we follow the rule of the US International Marriage Broker Regulation Act (IMBRA) that a woman must give her written consent before her contact information is given to a specific US client. Purchases from the United States therefore always need her approval and include a short disclosure form, which we pass on to her before she decides.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'All purchases are final. We will consider a refund if a technical error prevented delivery or if the contact information you received is invalid. Please [contact us](contact) within 14 days of your purchase and include your order number.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'Contact details are for your personal, private use. You must not:',
        [
          'harass, threaten, deceive or pressure anyone, or keep contacting someone who has said no;',
          'ask anyone for money or offer money for anything other than our contact information;',
          'publish, resell or share the contact details you receive;',
          'copy the site’s content or collect data from it automatically;',
          'use Contacto for commercial purposes, prostitution, human trafficking or any other illegal purpose.',
        ],
        'We may block buyers who break these rules, without a refund, and we report illegal activity to the authorities.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Submitting a profile',
      blocks: [
        'If you submit a profile, you confirm that it is your own, that you are at least 18, that the information is true and that you own the photos and videos or have the right to use them. Submitting is free. We review every profile within 24–48 hours and may refuse or remove any profile.',
        'You allow us to display your profile on Contacto, in every language of the site, for as long as it is published. You may edit, pause or delete it and withdraw your consent at any time, with your private owner link or by contacting us.',
      ],
    },
    {
      id: 'reports',
      heading: 'Reports and enforcement',
      blocks: [
        'Anyone can [report](report) a profile, a message or a payment problem. We review reports within 24 hours. Deliberately false reports may lead to restrictions on your use of Contacto.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'We verify profiles carefully, but we cannot guarantee how people behave. Contacto is provided “as is”. To the extent permitted by law, our total liability for any purchase is limited to the amount you paid for it. Nothing in these terms limits liability that cannot be limited by law. See also our [Disclaimer](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        `These terms are governed by the laws of the State of ${COMPANY.state}, United States. If you are a consumer, you keep the protection of the mandatory laws of the country where you live.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        `We may update these terms; the date at the top shows the latest version. Purchases are always governed by the terms in force when they were made. Questions: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('en')}.`,
      ],
    },
  ],
} satisfies PageContent;

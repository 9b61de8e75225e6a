// Disclaimer, English.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto sells contact information. This page explains what we can and cannot promise, so that you can use the service with realistic expectations.',
  sections: [
    {
      id: 'nature',
      heading: 'Contact information, not a dating or marriage agency',
      blocks: [
        'Contacto is an e-commerce platform for contact information. We are not a dating site, a marriage agency or a matchmaking service, and we are not a party to the conversations or relationships that may follow a purchase. We do not guarantee a reply, a meeting, a relationship or a marriage.',
      ],
    },
    {
      id: 'verification',
      heading: 'Limits of verification',
      blocks: [
        'Every profile is reviewed by our team before it is published: we check the age, the photos and the contact details. Verification greatly reduces the risk of fake profiles, but it cannot eliminate it, and we cannot check everything a person writes about herself. Personal details, interests and intentions are described by each woman in her own words.',
      ],
    },
    {
      id: 'availability',
      heading: 'Contact details can change',
      blocks: [
        'Contact details are correct when they are delivered, but people sometimes change their number or close an account. If details are invalid when you receive them, we will consider a refund, as explained in our [Terms of Service](terms).',
      ],
    },
    {
      id: 'figures',
      heading: 'Figures and success stories',
      blocks: [
        'The figures shown on the site (500+ verified profiles, 50+ success stories, 25+ countries, 5-star rating) describe Contacto as a whole over time. Success stories are the personal experiences of individual customers; they are not typical results and not a promise of yours.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Your own responsibility',
      blocks: [
        'You are responsible for how you communicate and for the decisions you make, including travelling and meeting someone in person. Please follow our [Safety Tips](safety) and never send money to someone you met online.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'No legal or immigration advice',
      blocks: [
        'Nothing on Contacto is legal, immigration, travel or financial advice. Rules on visas, marriage and international relationships differ from country to country; ask a qualified professional or the competent authorities.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-party services',
      blocks: [
        'WhatsApp, Instagram, Telegram, Facebook, TikTok and email providers are independent services that are not affiliated with Contacto. Their own terms and privacy policies apply when you use them, and we are not responsible for them.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the extent permitted by law, ${COMPANY.legalName} is not liable for indirect or consequential damage, or for the behaviour of users, and its liability for a purchase is limited to the amount paid for it. Your mandatory rights as a consumer are not affected.`,
      ],
    },
  ],
} satisfies PageContent;

// About page, English.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto helps people from all over the world get in touch with women from the Dominican Republic who are looking for a serious relationship. Every profile is submitted by the woman herself, checked by our team and published only with her consent.',
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      blocks: [
        'Meeting someone from another country should not depend on luck, fake accounts or expensive agencies. Our mission is to make the first contact simple, honest and safe for both sides.',
        'For the women on Contacto, that means deciding for themselves what they share: which contact details, which photos and which buyers. For the people who contact them, it means real, verified profiles and a clear price, with no subscriptions and no monthly fees.',
      ],
    },
    {
      id: 'verification',
      heading: 'How we verify every profile',
      blocks: ['No profile goes live without passing three steps. The review usually takes 24–48 hours.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Submission',
          text: 'She creates her profile herself, chooses the contact channels she wants to share and gives her consent. Submitting is free.',
        },
        {
          id: 'step-verification',
          title: 'Verification',
          text: 'Our team checks that she is at least 18, that her photos are real and consistent and that her contact details work. Photo location data is removed.',
        },
        {
          id: 'step-approval',
          title: 'Approval',
          text: 'Only approved profiles are published. She can edit, pause or delete her profile at any time with her private owner link.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'What Contacto is, and what it is not',
      blocks: [
        'Contacto is an e-commerce platform for contact information. You pay once for the contact details a woman chose to share, and you receive them right after payment. What happens next is a conversation between two adults.',
        [
          'We are not a dating site, a marriage agency or a matchmaking service.',
          'We do not write messages on anyone’s behalf, arrange meetings or organise travel.',
          'We never promise a reply, a relationship or a marriage.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'Consent comes first',
      blocks: [
        'Each woman decides which channels she shares, and she can ask to approve every buyer personally. She can withdraw her consent whenever she wants: her profile then disappears from the site, from search results and from the copies stored on visitors’ devices.',
        'Read more in our [Privacy Policy](privacy) and our [Safety Tips](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Who we are',
      blocks: [
        'Contacto is run by a small team in the United States and the Dominican Republic and is operated by a US limited liability company. The site is available in six languages, and our support team replies within 24 hours. You can reach us through our [contact page](contact).',
      ],
    },
  ],
} satisfies PageContent;

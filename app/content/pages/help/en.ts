// Help Center FAQ, English.
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Answers to the most common questions about buying contact details, payments, safety and managing your own profile. Can’t find what you need? Our team replies within 24 hours.',
  categories: [
    {
      id: 'getting-started',
      title: 'Getting started',
      summary: 'How Contacto works, buying without an account, languages and offline use.',
      questions: [
        {
          id: 'faq-account',
          question: 'Do I need an account to buy contact details?',
          answer: [
            'No. You can browse, fill your cart and pay with just an email address. Accounts are optional and are mainly for saving favorite profiles across devices.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: 'How do I buy someone’s contact details?',
          answer: [
            [
              'Browse the profiles and add the women you would like to contact to your cart.',
              'Open your cart and go to checkout.',
              'Enter your email address (your name is optional) and pay on the secure card payment page.',
              'Receive the contact details on screen and by email.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: 'In which languages is Contacto available?',
          answer: [
            'The whole site is available in English, Spanish, Italian, German, Dutch and Portuguese. Choose your language with the language picker in the header or footer; your choice is remembered on this device. Our support team answers in all six languages.',
          ],
        },
        {
          id: 'faq-offline',
          question: 'Can I use Contacto offline?',
          answer: [
            'Yes, largely. You can install Contacto on your phone or computer like an app. Once it has loaded, the profiles, your cart and the contact details you have bought stay available on your device, even without a connection.',
            'Paying and sending forms need a connection. A profile submission made offline is kept on your device and sent automatically as soon as you are back online.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Payments and billing',
      summary: 'Prices, currency, delivery of the contact details and refunds.',
      questions: [
        {
          id: 'faq-pricing',
          question: 'How much does it cost?',
          answer: [
            'Each contact costs $2 when you buy 1 to 9 contacts. From 10 contacts in one order, every contact costs $1.00. There are no subscriptions and no monthly fees: you pay once per contact.',
          ],
        },
        {
          id: 'faq-currency',
          question: 'Which currency do you charge in, and are there fees?',
          answer: [
            'All prices are in US dollars (USD). We charge no processing fee ($0.00). If your card is in another currency, your bank may add its own conversion fee.',
          ],
        },
        {
          id: 'faq-delivery',
          question: 'When do I receive the contact details?',
          answer: [
            'Right after payment. The details appear on the confirmation page, are saved on your device and are sent to your email address, together with a link to open them again later.',
            'Some women prefer to approve each buyer personally, and this always applies to buyers in the United States. In that case your card is only authorised: you are charged and receive the details when she accepts. If she declines or does not answer in time, the authorisation is cancelled and you pay nothing.',
          ],
        },
        {
          id: 'faq-refunds',
          question: 'Can I get a refund?',
          answer: [
            'All purchases are final. We do consider a refund if a technical error occurred or if the contact information you received is invalid (for example, a number that does not exist). [Contact us](contact) with your order number and we will look into it.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Safety and security',
      summary: 'Verification, reporting problems, payment security and support.',
      questions: [
        {
          id: 'faq-verification',
          question: 'How are profiles verified?',
          answer: [
            'Every profile goes through three steps: submission by the woman herself, verification by our team (age 18+, real and consistent photos, working contact details) and approval. Only approved profiles are published. Learn more on our [About page](about).',
          ],
        },
        {
          id: 'faq-report',
          question: 'How do I report a profile or a problem?',
          answer: [
            'Use the [report form](report). You can report anonymously and attach evidence such as a screenshot. We review every report within 24 hours and take action, which can include removing a profile or blocking a buyer.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: 'Is my payment information safe?',
          answer: [
            'Yes. Payments are processed by Stripe on its secure, PCI-compliant payment page. Contacto never sees or stores your card number.',
          ],
        },
        {
          id: 'faq-support-time',
          question: 'How quickly does support reply?',
          answer: ['Our support team replies within 24 hours. Write to us through the [contact page](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Profile management',
      summary: 'Submitting, reviewing, changing or deleting your own profile.',
      questions: [
        {
          id: 'faq-submit',
          question: 'How do I submit my profile?',
          answer: [
            'Fill in the [profile form](submit-profile) with your details, photos and the contact channels you want to share. Submitting is free, and no account is needed.',
          ],
        },
        {
          id: 'faq-review-time',
          question: 'How long does the review take?',
          answer: [
            'We review every profile within 24–48 hours. You will receive an email as soon as your profile is approved, or if we need something else from you.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: 'Can I change my profile or choose who receives my details?',
          answer: [
            'Yes. After submitting, you receive a private owner link by email. With it you can edit or pause your profile, change the channels you share, and choose to approve each buyer yourself before your details are released.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: 'How do I withdraw my consent or delete my profile?',
          answer: [
            'Open your private owner link and choose to delete your profile, or [contact us](contact) and we will do it for you. Your profile disappears immediately from the site and from search results, and the copies stored on visitors’ devices are removed the next time they connect. From that moment your details are no longer given to anyone.',
            'Buyers who received your details before you withdrew keep what they received. If someone misuses them, [report it](report) and we will block that buyer.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;

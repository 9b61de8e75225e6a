// Cookie Policy, English.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto uses no tracking, analytics or advertising cookies, which is why we do not show you a cookie banner. This page lists the little we do store in your browser and why.',
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        [
          'No tracking, analytics or advertising cookies, and no third-party trackers on our pages.',
          'One strictly necessary session cookie, only if you log in.',
          'Local storage, an on-device database and an offline cache, so that the site is fast and works without a connection.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'The session cookie',
      blocks: [
        'When you log in, we set one cookie that keeps you logged in. It contains only an encrypted session reference, cannot be read by scripts (HttpOnly), is sent only over secure connections and is removed when you log out. Without it, logging in would not be possible, so it does not require consent.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Local storage',
      blocks: [
        'Local storage keeps small settings on your device. They are never sent to us:',
        [
          'language: the language you chose;',
          'language_choice: set to “true” once you have picked a language yourself;',
          'language_suggestion_dismissed: remembers that you closed the suggestion to switch language;',
          'cart-storage: your cart, in older versions of the site (it is moved into the on-device database on your next visit).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'The on-device database',
      blocks: [
        'Contacto keeps a database in your browser (IndexedDB) so that you can browse, keep your cart and read your purchases even when you are offline:',
        [
          'a copy of the public profiles, kept up to date and cleaned when a profile is removed;',
          'the profiles you have opened, with their public details;',
          'your cart;',
          'your favorites and the changes still waiting to be sent;',
          'the contact details you have bought;',
          'profile submissions waiting for a connection.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'The offline cache',
      blocks: [
        'When you install Contacto or visit it regularly, a service worker stores the files of the app and recently viewed photos, so pages open quickly and work offline. Old files and photos are deleted automatically.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third parties',
      blocks: [
        'Our pages contain no advertising, social media buttons or analytics scripts. When you pay, you are taken to the secure payment page of Stripe, which sets its own cookies to process the payment and prevent fraud; see [Stripe’s cookie policy](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'How to delete this data',
      blocks: [
        'You can delete the cookie and everything stored on your device at any time in your browser settings (for example “Clear site data”). This logs you out and empties your cart and the offline copy of the site. Contact details you have bought remain available through the link in your order email.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [
        `If you have questions about this policy, write to [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) or read our [Privacy Policy](privacy).`,
      ],
    },
  ],
} satisfies PageContent;

// Safety Tips, English.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Most conversations that start on Contacto are friendly and sincere. These tips help you keep it that way: how to protect yourself while you talk, how to recognise a romance scam and how to meet safely in person.',
  sections: [
    {
      id: 'talking',
      heading: 'Talking safely',
      blocks: [
        [
          'Take your time. Get to know each other through messages and video calls before you plan anything else.',
          'Do a video call early on. It is the easiest way to be sure the person you are talking to is the person in the profile.',
          'Keep personal information to yourself at first: your home address, your workplace, your financial details and copies of your ID or passport.',
          'Be respectful. If she does not answer or says no, accept it and do not insist.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Recognising a romance scam',
      blocks: [
        'Scammers create fake identities, build trust quickly and then invent a reason to ask for money. Be careful when someone you have met online:',
        [
          'declares strong feelings very quickly or talks about marriage after a few messages;',
          'always finds an excuse to avoid video calls or meeting in person;',
          'tells you about a sudden emergency: a sick relative, an accident, a blocked bank account or a problem at customs;',
          'asks you to move the conversation to a different app and keep it secret;',
          'asks for money, gift cards, cryptocurrency, your bank details or help with a “business opportunity”.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Never send money',
      blocks: [
        'Never send money, gift cards, cryptocurrency or plane tickets to someone you have not met in person, however convincing the story sounds. Money sent this way is almost never recovered.',
        'Contacto only takes payments on its own secure checkout, for contact details. We will never ask you to pay anyone directly, to pay an “unlock fee” or to pay outside our site. If anyone does, it is a scam: [report it](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Meeting in person',
      blocks: [
        [
          'Meet for the first time in a busy public place, such as a café or restaurant, during the day.',
          'Tell a friend or family member where you are going, who you are meeting and when you expect to be back.',
          'Arrange your own transport and your own accommodation, and stay in control of when you leave.',
          'Keep your phone charged and drink moderately. Never leave your drink or your belongings unattended.',
          'Trust your instincts. If something feels wrong, you may leave at any moment.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Travelling to the Dominican Republic',
      blocks: [
        [
          'Check your government’s travel advice and the entry rules before you book.',
          'Take out travel insurance and keep copies of your passport separate from the original.',
          'Use registered taxis or well-known ride-hailing apps, and avoid showing expensive items or large amounts of cash.',
          'Save the address and phone number of your country’s embassy or consulate.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'If something goes wrong',
      blocks: [
        'If you are in danger, call the emergency number straight away. For everything else, stop the conversation, keep screenshots of the messages and [report it to us](report). We review every report within 24 hours and can remove profiles and block buyers. If you have lost money, also report it to your bank and to the police.',
      ],
    },
  ],
} satisfies PageContent;

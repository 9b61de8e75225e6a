// Cookie Policy, Dutch.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto gebruikt geen tracking-, analyse- of advertentiecookies; daarom tonen we je ook geen cookiebanner. Op deze pagina staat het weinige dat we wel in je browser opslaan, en waarom.',
  sections: [
    {
      id: 'summary',
      heading: 'In het kort',
      blocks: [
        [
          'Geen tracking-, analyse- of advertentiecookies en geen trackers van derden op onze pagina’s.',
          'Eén strikt noodzakelijke sessiecookie, alleen als je inlogt.',
          'Lokale opslag, een database op je apparaat en een offline cache, zodat de site snel is en zonder verbinding werkt.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'De sessiecookie',
      blocks: [
        'Als je inlogt, plaatsen we één cookie die je ingelogd houdt. Die bevat alleen een versleutelde sessieverwijzing, kan niet door scripts worden gelezen (HttpOnly), wordt alleen via beveiligde verbindingen verstuurd en wordt verwijderd als je uitlogt. Zonder deze cookie zou inloggen niet mogelijk zijn; er is dus geen toestemming voor nodig.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Lokale opslag',
      blocks: [
        'In de lokale opslag (local storage) staan kleine instellingen op je apparaat. Ze worden nooit naar ons verstuurd:',
        [
          'language: de taal die je hebt gekozen;',
          'language_choice: staat op „true” zodra je zelf een taal hebt gekozen;',
          'language_suggestion_dismissed: onthoudt dat je de suggestie om van taal te wisselen hebt gesloten;',
          'cart-storage: je winkelwagen in oudere versies van de site (bij je volgende bezoek wordt hij naar de database op je apparaat verplaatst).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'De database op je apparaat',
      blocks: [
        'Contacto houdt een database bij in je browser (IndexedDB), zodat je ook offline kunt rondkijken, je winkelwagen behoudt en je aankopen kunt lezen:',
        [
          'een kopie van de openbare profielen, die actueel wordt gehouden en wordt opgeschoond als een profiel verdwijnt;',
          'de profielen die je hebt geopend, met hun openbare gegevens;',
          'je winkelwagen;',
          'je favorieten en wijzigingen die nog verzonden moeten worden;',
          'de contactgegevens die je hebt gekocht;',
          'ingestuurde profielen die op een verbinding wachten.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'De offline cache',
      blocks: [
        'Als je Contacto installeert of vaak bezoekt, slaat een service worker de bestanden van de app en recent bekeken foto’s op, zodat pagina’s snel openen en offline werken. Oude bestanden en foto’s worden automatisch verwijderd.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Derden',
      blocks: [
        'Onze pagina’s bevatten geen advertenties, socialemediaknoppen of analysescripts. Als je betaalt, ga je naar de beveiligde betaalpagina van Stripe, die eigen cookies plaatst om de betaling te verwerken en fraude te voorkomen; zie het [cookiebeleid van Stripe](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'Deze gegevens verwijderen',
      blocks: [
        'Je kunt de cookie en alles wat op je apparaat is opgeslagen op elk moment verwijderen in de instellingen van je browser (bijvoorbeeld „Sitegegevens wissen”). Daarmee log je uit en worden je winkelwagen en de offline kopie van de site geleegd. Gekochte contactgegevens blijven beschikbaar via de link in je bestelmail.',
      ],
    },
    {
      id: 'contact',
      heading: 'Vragen',
      blocks: [
        `Heb je vragen over dit beleid? Mail naar [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) of lees ons [Privacybeleid](privacy).`,
      ],
    },
  ],
} satisfies PageContent;

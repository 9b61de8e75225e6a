// Cookie Policy, German.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto verwendet keine Tracking-, Analyse- oder Werbe-Cookies – deshalb zeigen wir dir auch kein Cookie-Banner. Diese Seite listet auf, was wir trotzdem in deinem Browser speichern und warum.',
  sections: [
    {
      id: 'summary',
      heading: 'Kurz gesagt',
      blocks: [
        [
          'Keine Tracking-, Analyse- oder Werbe-Cookies und keine Tracker von Drittanbietern auf unseren Seiten.',
          'Ein unbedingt erforderliches Sitzungs-Cookie, nur wenn du dich anmeldest.',
          'Lokaler Speicher, eine Datenbank auf dem Gerät und ein Offline-Cache, damit die Website schnell ist und ohne Verbindung funktioniert.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'Das Sitzungs-Cookie',
      blocks: [
        'Wenn du dich anmeldest, setzen wir ein Cookie, das dich angemeldet hält. Es enthält nur eine verschlüsselte Sitzungsreferenz, kann nicht von Skripten gelesen werden (HttpOnly), wird nur über sichere Verbindungen gesendet und beim Abmelden entfernt. Ohne dieses Cookie wäre eine Anmeldung nicht möglich; es erfordert daher keine Einwilligung.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Lokaler Speicher',
      blocks: [
        'Im lokalen Speicher (Local Storage) liegen kleine Einstellungen auf deinem Gerät. Sie werden nie an uns gesendet:',
        [
          'language: die Sprache, die du gewählt hast;',
          'language_choice: wird auf „true“ gesetzt, sobald du selbst eine Sprache ausgewählt hast;',
          'language_suggestion_dismissed: merkt sich, dass du den Vorschlag zum Sprachwechsel geschlossen hast;',
          'cart-storage: dein Warenkorb in älteren Versionen der Website (er wird bei deinem nächsten Besuch in die Datenbank auf dem Gerät übernommen).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'Die Datenbank auf deinem Gerät',
      blocks: [
        'Contacto legt in deinem Browser eine Datenbank an (IndexedDB), damit du auch offline stöbern, deinen Warenkorb behalten und deine Käufe lesen kannst:',
        [
          'eine Kopie der öffentlichen Profile, die aktuell gehalten und bereinigt wird, wenn ein Profil entfernt wird;',
          'die Profile, die du geöffnet hast, mit ihren öffentlichen Angaben;',
          'dein Warenkorb;',
          'deine Favoriten und noch nicht übertragene Änderungen;',
          'die Kontaktdaten, die du gekauft hast;',
          'Profil-Einreichungen, die auf eine Verbindung warten.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'Der Offline-Cache',
      blocks: [
        'Wenn du Contacto installierst oder regelmäßig besuchst, speichert ein Service Worker die Dateien der App und kürzlich angesehene Fotos, damit Seiten schnell öffnen und offline funktionieren. Alte Dateien und Fotos werden automatisch gelöscht.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Drittanbieter',
      blocks: [
        'Unsere Seiten enthalten keine Werbung, keine Social-Media-Buttons und keine Analyse-Skripte. Beim Bezahlen gelangst du auf die sichere Zahlungsseite von Stripe, die eigene Cookies setzt, um die Zahlung abzuwickeln und Betrug zu verhindern; siehe die [Cookie-Richtlinie von Stripe](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'So löschst du diese Daten',
      blocks: [
        'Du kannst das Cookie und alles, was auf deinem Gerät gespeichert ist, jederzeit in den Browsereinstellungen löschen (zum Beispiel „Websitedaten löschen“). Dadurch wirst du abgemeldet, und dein Warenkorb sowie die Offline-Kopie der Website werden geleert. Gekaufte Kontaktdaten bleiben über den Link in deiner Bestell-E-Mail abrufbar.',
      ],
    },
    {
      id: 'contact',
      heading: 'Fragen',
      blocks: [
        `Bei Fragen zu dieser Richtlinie schreib an [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) oder lies unsere [Datenschutzerklärung](privacy).`,
      ],
    },
  ],
} satisfies PageContent;

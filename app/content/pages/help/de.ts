// Help Center FAQ, German.
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Antworten auf die häufigsten Fragen zum Kauf von Kontaktdaten, zu Zahlungen, zur Sicherheit und zur Verwaltung deines eigenen Profils. Nichts Passendes gefunden? Unser Team antwortet innerhalb von 24 Stunden.',
  categories: [
    {
      id: 'getting-started',
      title: 'Erste Schritte',
      summary: 'So funktioniert Contacto: Kaufen ohne Konto, Sprachen und Offline-Nutzung.',
      questions: [
        {
          id: 'faq-account',
          question: 'Brauche ich ein Konto, um Kontaktdaten zu kaufen?',
          answer: [
            'Nein. Du kannst stöbern, deinen Warenkorb füllen und nur mit deiner E-Mail-Adresse bezahlen. Ein Konto ist freiwillig und dient vor allem dazu, Lieblingsprofile geräteübergreifend zu speichern.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: 'Wie kaufe ich die Kontaktdaten einer Person?',
          answer: [
            [
              'Sieh dir die Profile an und lege die Frauen, die du kontaktieren möchtest, in den Warenkorb.',
              'Öffne den Warenkorb und gehe zur Kasse.',
              'Gib deine E-Mail-Adresse ein (der Name ist freiwillig) und bezahle auf der sicheren Kartenzahlungsseite.',
              'Du erhältst die Kontaktdaten sofort auf dem Bildschirm und per E-Mail.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: 'In welchen Sprachen gibt es Contacto?',
          answer: [
            'Die gesamte Website gibt es auf Englisch, Spanisch, Italienisch, Deutsch, Niederländisch und Portugiesisch. Wähle deine Sprache über die Sprachauswahl in der Kopf- oder Fußzeile; deine Wahl wird auf diesem Gerät gespeichert. Unser Support antwortet in allen sechs Sprachen.',
          ],
        },
        {
          id: 'faq-offline',
          question: 'Kann ich Contacto offline nutzen?',
          answer: [
            'Ja, weitgehend. Du kannst Contacto wie eine App auf deinem Smartphone oder Computer installieren. Einmal geladen, bleiben die Profile, dein Warenkorb und die gekauften Kontaktdaten auf deinem Gerät verfügbar, auch ohne Verbindung.',
            'Zum Bezahlen und zum Absenden von Formularen brauchst du eine Verbindung. Ein offline eingereichtes Profil wird auf deinem Gerät gespeichert und automatisch gesendet, sobald du wieder online bist.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Zahlung und Abrechnung',
      summary: 'Preise, Währung, Zustellung der Kontaktdaten und Erstattungen.',
      questions: [
        {
          id: 'faq-pricing',
          question: 'Was kostet es?',
          answer: [
            'Jeder Kontakt kostet $2, wenn du 1 bis 9 Kontakte kaufst. Ab 10 Kontakten in einer Bestellung kostet jeder Kontakt $1.00. Es gibt kein Abo und keine monatlichen Gebühren: Du zahlst einmal pro Kontakt.',
          ],
        },
        {
          id: 'faq-currency',
          question: 'In welcher Währung wird abgerechnet, und gibt es Gebühren?',
          answer: [
            'Alle Preise sind in US-Dollar (USD). Wir berechnen keine Bearbeitungsgebühr ($0.00). Läuft deine Karte in einer anderen Währung, kann deine Bank eine eigene Umrechnungsgebühr verlangen.',
          ],
        },
        {
          id: 'faq-delivery',
          question: 'Wann erhalte ich die Kontaktdaten?',
          answer: [
            'Direkt nach der Zahlung. Die Daten erscheinen auf der Bestätigungsseite, werden auf deinem Gerät gespeichert und an deine E-Mail-Adresse geschickt, zusammen mit einem Link, über den du sie später wieder aufrufen kannst.',
            'Manche Frauen möchten jeden Käufer persönlich freigeben; für Käufer aus den USA gilt das immer. Dann wird auf deiner Karte zunächst nur eine Autorisierung vorgenommen: Belastet wird sie – und du erhältst die Daten –, wenn sie zustimmt. Lehnt sie ab oder antwortet sie nicht rechtzeitig, wird die Autorisierung aufgehoben und du zahlst nichts.',
          ],
        },
        {
          id: 'faq-refunds',
          question: 'Kann ich mein Geld zurückbekommen?',
          answer: [
            'Alle Käufe sind endgültig. Eine Erstattung prüfen wir aber bei einem technischen Fehler oder wenn die erhaltenen Kontaktdaten ungültig sind (zum Beispiel eine Nummer, die nicht existiert). [Schreib uns](contact) mit deiner Bestellnummer, und wir kümmern uns darum.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Sicherheit und Schutz',
      summary: 'Prüfung der Profile, Probleme melden, sichere Zahlung und Support.',
      questions: [
        {
          id: 'faq-verification',
          question: 'Wie werden die Profile geprüft?',
          answer: [
            'Jedes Profil durchläuft drei Schritte: die Einreichung durch die Frau selbst, die Prüfung durch unser Team (mindestens 18 Jahre, echte und stimmige Fotos, funktionierende Kontaktdaten) und die Freigabe. Nur freigegebene Profile werden veröffentlicht. Mehr dazu auf unserer Seite [Über uns](about).',
          ],
        },
        {
          id: 'faq-report',
          question: 'Wie melde ich ein Profil oder ein Problem?',
          answer: [
            'Nutze das [Meldeformular](report). Du kannst anonym melden und Belege wie einen Screenshot anhängen. Wir prüfen jede Meldung innerhalb von 24 Stunden und handeln – bis hin zum Entfernen eines Profils oder zum Sperren eines Käufers.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: 'Sind meine Zahlungsdaten sicher?',
          answer: [
            'Ja. Zahlungen wickelt Stripe auf seiner sicheren, PCI-konformen Zahlungsseite ab. Contacto sieht und speichert deine Kartennummer nie.',
          ],
        },
        {
          id: 'faq-support-time',
          question: 'Wie schnell antwortet der Support?',
          answer: ['Unser Support-Team antwortet innerhalb von 24 Stunden. Schreib uns über die [Kontaktseite](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Profilverwaltung',
      summary: 'Das eigene Profil einreichen, prüfen lassen, ändern oder löschen.',
      questions: [
        {
          id: 'faq-submit',
          question: 'Wie reiche ich mein Profil ein?',
          answer: [
            'Fülle das [Profilformular](submit-profile) mit deinen Angaben, deinen Fotos und den Kontaktwegen aus, die du teilen möchtest. Die Einreichung ist kostenlos, und du brauchst kein Konto.',
          ],
        },
        {
          id: 'faq-review-time',
          question: 'Wie lange dauert die Prüfung?',
          answer: [
            'Wir prüfen jedes Profil innerhalb von 24–48 Stunden. Du bekommst eine E-Mail, sobald dein Profil freigegeben ist oder wenn wir noch etwas von dir brauchen.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: 'Kann ich mein Profil ändern oder bestimmen, wer meine Daten erhält?',
          answer: [
            'Ja. Nach der Einreichung erhältst du per E-Mail einen privaten Verwaltungslink. Damit kannst du dein Profil bearbeiten oder pausieren, die geteilten Kontaktwege ändern und festlegen, dass du jeden Käufer selbst freigibst, bevor deine Daten herausgegeben werden.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: 'Wie widerrufe ich meine Einwilligung oder lösche mein Profil?',
          answer: [
            'Öffne deinen privaten Verwaltungslink und wähle „Profil löschen“, oder [schreib uns](contact), dann erledigen wir das für dich. Dein Profil verschwindet sofort von der Website und aus den Suchergebnissen, und die Kopien auf den Geräten der Besucher werden bei deren nächster Verbindung gelöscht. Ab diesem Moment werden deine Daten an niemanden mehr herausgegeben.',
            'Käufer, die deine Daten vor dem Widerruf erhalten haben, behalten, was sie erhalten haben. Missbraucht jemand sie, [melde es](report), und wir sperren diesen Käufer.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;

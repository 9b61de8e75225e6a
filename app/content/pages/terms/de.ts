// Terms of Service, German.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `Diese Bedingungen regeln die Nutzung von Contacto, betrieben von der ${COMPANY.legalName}. Wenn du die Website nutzt, Kontaktdaten kaufst oder ein Profil einreichst, akzeptierst du sie. Bitte lies sie sorgfältig.`,
  sections: [
    {
      id: 'service',
      heading: 'Was Contacto ist',
      blocks: [
        'Contacto ist eine E-Commerce-Plattform für Kontaktinformationen. Wir veröffentlichen Profile, die Frauen aus der Dominikanischen Republik bei uns eingereicht und von uns haben prüfen lassen, und verkaufen die Kontaktdaten, die jede von ihnen teilen möchte.',
        'Contacto ist keine Dating-Seite, keine Heiratsvermittlung und keine Partnervermittlung. Wir vereinbaren keine Treffen, übersetzen oder schreiben keine Nachrichten, organisieren keine Reisen, nehmen nicht an deinen Gesprächen teil und garantieren nicht, dass jemand antwortet.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wer Contacto nutzen darf',
      blocks: [
        'Du musst mindestens 18 Jahre alt und geschäftsfähig sein. Du darfst Contacto nicht nutzen, wo das gegen das Recht deines Landes verstößt.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Konten',
      blocks: [
        'Zum Kaufen brauchst du kein Konto. Mit einem freiwilligen Konto kannst du Lieblingsprofile speichern. Gib dein Passwort nicht weiter: Du bist für alles verantwortlich, was in deinem Konto geschieht. Wir können Konten schließen, die gegen diese Bedingungen verstoßen.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Preise, Zahlung und Lieferung',
      blocks: [
        [
          'Jeder Kontakt kostet $2 bei 1 bis 9 Kontakten in einer Bestellung; ab 10 Kontakten kostet jeder $1.00.',
          'Die Preise verstehen sich in US-Dollar (USD), die Bearbeitungsgebühr beträgt $0.00, und es gibt weder Abos noch wiederkehrende Belastungen.',
          'Zahlungen werden von Stripe abgewickelt. Deine Kartennummer erhalten wir nie.',
          'Die Kontaktdaten werden direkt nach der Zahlung auf dem Bildschirm und per E-Mail geliefert.',
        ],
        'Du kaufst die Kontaktdaten, die die Frau zum Zeitpunkt deines Kaufs teilen möchte. Ein Kauf gibt dir keinen Anspruch auf eine Antwort, ein Treffen oder eine Beziehung.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Käufe, die ihre Zustimmung erfordern',
      blocks: [
        'Eine Frau kann festlegen, dass sie jeden Käufer persönlich freigibt. In diesem Fall wird deine Karte beim Bezahlen nur autorisiert; belastet wird sie – und die Daten werden herausgegeben – nur, wenn sie zustimmt. Lehnt sie ab oder antwortet sie nicht vor der an der Kasse angegebenen Frist, wird die Autorisierung aufgehoben und dir wird nichts berechnet.',
        'Käufer in den USA: Obwohl Contacto keine Heiratsvermittlung ist, folgen wir der Regel des US-Gesetzes International Marriage Broker Regulation Act (IMBRA), nach der eine Frau schriftlich zustimmen muss, bevor ihre Kontaktdaten an einen bestimmten US-Kunden gegeben werden. Käufe aus den USA erfordern daher immer ihre Zustimmung und enthalten ein kurzes Auskunftsformular, das wir ihr vor ihrer Entscheidung übermitteln.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Erstattungen',
      blocks: [
        'Alle Käufe sind endgültig. Eine Erstattung prüfen wir, wenn ein technischer Fehler die Lieferung verhindert hat oder die erhaltenen Kontaktdaten ungültig sind. Bitte [schreib uns](contact) innerhalb von 14 Tagen nach dem Kauf und gib deine Bestellnummer an.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Zulässige Nutzung',
      blocks: [
        'Kontaktdaten sind für deinen persönlichen, privaten Gebrauch bestimmt. Du darfst nicht:',
        [
          'jemanden belästigen, bedrohen, täuschen oder unter Druck setzen oder jemanden weiter kontaktieren, der Nein gesagt hat;',
          'jemanden um Geld bitten oder Geld für etwas anderes als unsere Kontaktinformationen anbieten;',
          'die erhaltenen Kontaktdaten veröffentlichen, weiterverkaufen oder weitergeben;',
          'Inhalte der Website kopieren oder automatisiert Daten von ihr abgreifen;',
          'Contacto für gewerbliche Zwecke, Prostitution, Menschenhandel oder andere rechtswidrige Zwecke nutzen.',
        ],
        'Käufer, die gegen diese Regeln verstoßen, können wir ohne Erstattung sperren, und wir zeigen rechtswidrige Aktivitäten bei den Behörden an.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Ein Profil einreichen',
      blocks: [
        'Wenn du ein Profil einreichst, bestätigst du, dass es dein eigenes ist, dass du mindestens 18 Jahre alt bist, dass die Angaben stimmen und dass dir die Fotos und Videos gehören oder du sie verwenden darfst. Die Einreichung ist kostenlos. Wir prüfen jedes Profil innerhalb von 24–48 Stunden und können jedes Profil ablehnen oder entfernen.',
        'Du erlaubst uns, dein Profil auf Contacto in allen Sprachen der Website anzuzeigen, solange es veröffentlicht ist. Du kannst es jederzeit bearbeiten, pausieren oder löschen und deine Einwilligung widerrufen – mit deinem privaten Verwaltungslink oder indem du uns schreibst.',
      ],
    },
    {
      id: 'reports',
      heading: 'Meldungen und Maßnahmen',
      blocks: [
        'Jede Person kann ein Profil, eine Nachricht oder ein Zahlungsproblem [melden](report). Wir prüfen Meldungen innerhalb von 24 Stunden. Absichtlich falsche Meldungen können zu Einschränkungen deiner Nutzung von Contacto führen.',
      ],
    },
    {
      id: 'liability',
      heading: 'Haftung',
      blocks: [
        'Wir prüfen Profile sorgfältig, können aber nicht garantieren, wie sich Menschen verhalten. Contacto wird „wie besehen“ bereitgestellt. Soweit gesetzlich zulässig, ist unsere Gesamthaftung für einen Kauf auf den dafür gezahlten Betrag begrenzt. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann. Siehe auch unseren [Haftungsausschluss](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Anwendbares Recht',
      blocks: [
        `Für diese Bedingungen gilt das Recht des Bundesstaats ${COMPANY.state}, USA. Als Verbraucher behältst du den Schutz der zwingenden Vorschriften des Landes, in dem du lebst.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen und Kontakt',
      blocks: [
        `Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die aktuelle Fassung. Für jeden Kauf gelten die Bedingungen, die zum Zeitpunkt des Kaufs in Kraft waren. Fragen: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('de')}.`,
      ],
    },
  ],
} satisfies PageContent;

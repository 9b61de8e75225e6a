// Privacy Policy, German.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten Contacto erhebt, warum wir sie brauchen, wie lange wir sie speichern und welche Rechte du hast. Wir erheben so wenig wie möglich, verkaufen keine personenbezogenen Daten und verwenden keine Tracking- oder Werbe-Cookies.',
  sections: [
    {
      id: 'controller',
      heading: 'Verantwortlicher',
      blocks: [
        `Contacto wird betrieben von der ${COMPANY.legalName}, einer im Bundesstaat ${COMPANY.state}, USA, eingetragenen Gesellschaft mit beschränkter Haftung („Contacto“, „wir“). Postanschrift: ${companyAddressInline('de')}.`,
        `Bei Fragen oder Anliegen zum Datenschutz schreib an [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Daten von Käufern',
      blocks: [
        'Wenn du Kontaktdaten kaufst, speichern wir:',
        [
          'deine E-Mail-Adresse, um deine Bestellung zuzustellen, dir die Quittung zu senden und dir zu ermöglichen, deinen Kauf später wieder aufzurufen;',
          'deinen Namen, wenn du ihn angibst;',
          'deine Bestellungen: die gekauften Profile, die Beträge, das Datum, die Sprache und den Status der Zahlung;',
          'das Land, in dem du lebst und das du beim Bezahlen angibst, weil Käufe aus manchen Ländern die vorherige Zustimmung der Frau erfordern (siehe unsere [Nutzungsbedingungen](terms));',
          'wenn dein Land ihre Zustimmung verlangt (zum Beispiel die Vereinigten Staaten), deine Antworten im Auskunftsformular: deinen Vornamen, Vorstrafen oder Schutzanordnungen, deine Ehen, deine Kinder und die Orte, an denen du gelebt hast. Sie werden versiegelt gespeichert, verschlüsselt mit einem Schlüssel, den nur unser Server hat, und nur der Frau gezeigt, um deren Zustimmung du bittest, und, falls nötig, unseren Superadmins. Sie werden 30 Tage nach der letzten Entscheidung über deinen Kauf gelöscht.',
        ],
        'Wenn du ein Konto anlegst, speichern wir außerdem deinen Benutzernamen, deine E-Mail-Adresse, dein Passwort (nur als sicherer Hash, nie im Klartext) und deine Liste von Lieblingsprofilen. In deinen Kontoeinstellungen kannst du jederzeit deine Daten herunterladen und dein Konto löschen.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Daten von Frauen, die ein Profil einreichen',
      blocks: [
        'Wenn eine Frau ihr Profil einreicht, speichern wir, was sie im Formular angibt: Name, Alter, Wohnort, Beschreibung, persönliche Angaben, Fotos und Videos sowie die Kontaktdaten, die sie teilen möchte. Bevor wir Fotos speichern, entfernen wir ihre versteckten Metadaten, einschließlich des GPS-Standorts.',
        'Außerdem dokumentieren wir ihre Einwilligung: den Zeitpunkt, die Version des akzeptierten Einwilligungstexts und die IP-Adresse, von der sie kam, als Hash (nicht umkehrbar verschlüsselt). Auch ihr privater Verwaltungslink wird nur als Hash gespeichert.',
        'Ihre Kontaktdaten werden nie öffentlich angezeigt. Sie werden nur an Käufer herausgegeben, die dafür bezahlt haben, und nur zu den Bedingungen, die sie gewählt hat.',
      ],
    },
    {
      id: 'support',
      heading: 'Nachrichten und Meldungen',
      blocks: [
        'Wenn du uns schreibst oder ein Problem meldest, speichern wir deine Nachricht, deine E-Mail-Adresse (außer bei anonymen Meldungen), die Sprache der Seite und alle Dateien, die du als Beleg anhängst, damit wir antworten und handeln können.',
      ],
    },
    {
      id: 'technical',
      heading: 'Technische Daten',
      blocks: [
        'Um den Dienst vor Missbrauch zu schützen (zum Beispiel vor zu vielen Anmelde- oder Formularversuchen), verarbeiten wir IP-Adressen. Wir speichern sie nur als Hash, aus dem sich die ursprüngliche Adresse nicht wiederherstellen lässt. Unsere Server-Logs enthalten weder Cookies noch Passwörter und werden nach 30 Tagen gelöscht.',
        'Wir setzen keine Analyse-, Werbe- oder Social-Media-Tracker ein.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Auf deinem Gerät gespeicherte Daten',
      blocks: [
        'Damit die Website schnell ist und offline funktioniert, werden einige Daten in deinem Browser auf deinem eigenen Gerät gespeichert und nicht an uns übertragen:',
        [
          'deine Sprachwahl (die Schlüssel language, language_choice und language_suggestion_dismissed im lokalen Speicher);',
          'dein Warenkorb (in älteren Versionen der Schlüssel cart-storage, heute Teil der Datenbank auf dem Gerät);',
          'eine Kopie der öffentlichen Profile (das Katalog-Replikat), damit du offline stöbern kannst;',
          'deine Favoriten und noch nicht übertragene Änderungen;',
          'die Kontaktdaten, die du gekauft hast, damit du sie offline lesen kannst;',
          'Profil-Einreichungen, die auf eine Verbindung warten.',
        ],
        'Du kannst diese Daten jederzeit löschen, indem du in den Browsereinstellungen die Websitedaten löschst. Unsere [Cookie-Richtlinie](cookies) erklärt jeden Eintrag.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Wofür wir deine Daten verwenden',
      blocks: [
        [
          'Zur Erfüllung unseres Vertrags mit dir: Verkauf und Zustellung von Kontaktdaten, Veröffentlichung eines Profils, Führung deines Kontos.',
          'Mit Einwilligung: Veröffentlichung des Profils einer Frau und Herausgabe ihrer Kontaktdaten. Sie kann diese Einwilligung jederzeit widerrufen.',
          'Aufgrund berechtigter Interessen: Vorbeugung von Betrug und Missbrauch, Sicherheit des Dienstes und Beantwortung deiner Nachrichten.',
          'Zur Erfüllung rechtlicher Pflichten: Buchhaltungs- und Steuerunterlagen sowie Antworten auf rechtmäßige Anfragen von Behörden.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Wer deine Daten erhält',
      blocks: [
        'Wir verkaufen oder vermieten niemals personenbezogene Daten. Wir geben sie nur weiter an:',
        [
          'Stripe, unseren Zahlungsdienstleister, der deine Kartendaten nach seiner eigenen [Datenschutzerklärung](https://stripe.com/privacy) verarbeitet;',
          'die Anbieter, die unsere Server hosten, unsere Mediendateien speichern und unsere E-Mails versenden und Daten nur nach unseren Weisungen verarbeiten;',
          'Käufer, die nur die Kontaktdaten erhalten, die eine Frau teilen möchte, nach der Zahlung und zu den von ihr festgelegten Bedingungen;',
          'Behörden, wenn das Gesetz es verlangt.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Widerruf der Einwilligung und Löschung eines Profils',
      blocks: [
        'Eine Frau kann ihre Einwilligung jederzeit widerrufen oder ihr Profil löschen – über ihren privaten Verwaltungslink oder indem sie uns schreibt. Auch wir können ein Profil löschen, zum Beispiel nach einem Antrag auf Entfernung. Ab diesem Moment verschwindet ihr Profil von der öffentlichen Website, Suchmaschinen werden zur Entfernung aufgefordert, die Kopien auf den Geräten der Besucher werden gelöscht, sobald diese Geräte sich das nächste Mal verbinden, und ihre Kontaktdaten werden an niemanden mehr herausgegeben.',
        'Wird ein Profil gelöscht – über ihren Link, durch einen Administrator oder nach einem Antrag auf Entfernung –, werden ihre personenbezogenen Daten sofort gelöscht:',
        [
          'ihre Namen und ihre E-Mail-Adresse;',
          'ihre Kontaktkanäle und deren Angaben;',
          'die Texte, die sie geschrieben hat (ihre Beschreibung und persönlichen Angaben);',
          'ihre Fotos und Videos, in jedem Speicher, den wir nutzen, mit allen verkleinerten Kopien;',
          'die Adressen (Slugs) ihrer Profilseite.',
        ],
        'Was bleibt, mit geleerten persönlichen Feldern:',
        [
          'die Bestellungen, mit denen ihre Kontaktdaten gekauft wurden, mit ihrem Preis und der Tatsache des Verkaufs, für die Buchhaltung;',
          'der Nachweis ihrer Einwilligung: die Version des Textes, den sie angenommen hat, und die Zeitpunkte, zu denen sie erteilt und widerrufen wurde;',
          'unser Prüfprotokoll der administrativen Handlungen.',
        ],
        'Kontaktdaten, die vor der Löschung an Käufer geliefert wurden, können nicht zurückgeholt werden. Käufer dürfen sie jedoch weder veröffentlichen noch weitergeben, und wir sperren jeden Käufer, der sie missbraucht.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir Daten speichern',
      blocks: [
        [
          'Bestellungen und Quittungen: 7 Jahre nach dem Kauf, wie es Buchhaltungs- und Steuerrecht verlangen; danach werden sie gelöscht.',
          'Nachrichten unseres Zahlungsdienstleisters zu einer Zahlung, die E-Mail-Adresse und Namen des Käufers enthalten: 30 Tage nach ihrer Verarbeitung; danach bleiben nur ihre Art und ihre Zeitpunkte.',
          'Die Antworten eines Käufers im Auskunftsformular: versiegelt ab dem Moment, in dem sie gesendet werden, und gelöscht 30 Tage nach der letzten Entscheidung über den Kauf (ihre Antwort oder der Ablauf ihrer Frist) oder 30 Tage nach dem Ende eines unbezahlten Kaufs.',
          'Konten: bis du deines in den Kontoeinstellungen löschst, oder 3 Jahre nach deiner letzten Anmeldung, wenn das Konto mit seinen Favoriten und Sitzungen gelöscht wird. Seine Bestellungen bleiben für die Buchhaltung, wie oben, ohne deine E-Mail-Adresse, deinen Namen und deine Kartendaten.',
          'Anmeldesitzungen: Eine Sitzung endet nach 7 Tagen ohne Nutzung und spätestens nach 90 Tagen.',
          'Profile: solange sie sie behält; das Löschen eines Profils löscht ihre personenbezogenen Daten sofort (siehe oben).',
          'Einwilligungsnachweise: 3 Jahre nach der Löschung eines Profils, als Beleg, dass die Einwilligung vorlag; danach werden sie mit dem Rest des Profils gelöscht.',
          'Nachrichten an uns: 2 Jahre nach unserer letzten Antwort (oder nach ihrem Eingang, wenn wir nicht geantwortet haben). Meldungen und Anträge auf Entfernung, mit ihren Beweisdateien: 2 Jahre nach ihrem Abschluss.',
          'Das Prüfprotokoll der administrativen Handlungen: 7 Jahre.',
          'Als Hash gespeicherte IP-Adressen zur Begrenzung von Missbrauch: 1 Tag (die in einem Einwilligungsnachweis bleibt bei diesem Nachweis).',
          'Fotos und Videos, die für ein nie abgeschicktes Profil hochgeladen wurden: 6 Stunden.',
          'Server-Logs: 30 Tage.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'Übermittlung in andere Länder',
      blocks: [
        'Contacto wird aus den USA betrieben, deine Daten werden daher dort verarbeitet. Wenn wir Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz übermitteln, stützen wir uns auf die Standardvertragsklauseln der Europäischen Kommission oder eine gleichwertige Garantie.',
      ],
    },
    {
      id: 'rights',
      heading: 'Deine Rechte',
      blocks: [
        'Je nachdem, wo du lebst (zum Beispiel nach der DSGVO in Europa oder dem CCPA in Kalifornien), hast du das Recht:',
        [
          'Auskunft über die Daten zu erhalten, die wir über dich speichern, und eine Kopie davon;',
          'unrichtige Daten berichtigen zu lassen;',
          'deine Daten löschen zu lassen;',
          'bestimmten Verarbeitungen zu widersprechen oder sie einschränken zu lassen;',
          'deine Daten in einem übertragbaren Format zu erhalten;',
          'deine Einwilligung jederzeit zu widerrufen, ohne dass dies frühere Verarbeitungen berührt.',
        ],
        `Schreib an [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). Wir antworten innerhalb von 30 Tagen. Außerdem kannst du dich bei der für dich zuständigen Datenschutzaufsichtsbehörde beschweren.`,
      ],
    },
    {
      id: 'security',
      heading: 'Sicherheit',
      blocks: [
        'Alle Verbindungen sind verschlüsselt (HTTPS). Passwörter, Verwaltungslinks, IP-Adressen und die E-Mail-Adressen gesperrter Käufer speichern wir nur als Hash, die Antworten der Käufer im Auskunftsformular versiegelt mit einem Schlüssel, den nur unser Server hat. Zugriff auf personenbezogene Daten haben nur die Mitarbeitenden, die ihn brauchen (nur Superadmins können diese Antworten öffnen), und jede administrative Handlung wird protokolliert.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Nur für Erwachsene',
      blocks: [
        'Contacto richtet sich ausschließlich an Personen ab 18 Jahren. Wir erheben nicht wissentlich Daten von Minderjährigen und löschen jedes Profil und jedes Konto, das einer Person unter 18 Jahren gehört.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        'Wenn wir diese Erklärung ändern, veröffentlichen wir die neue Fassung hier mit neuem Datum. Bei wesentlichen Änderungen informieren wir dich per E-Mail oder mit einem Hinweis auf der Website.',
      ],
    },
  ],
} satisfies PageContent;

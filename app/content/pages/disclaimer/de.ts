// Disclaimer, German.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto verkauft Kontaktinformationen. Diese Seite erklärt, was wir versprechen können und was nicht, damit du den Dienst mit realistischen Erwartungen nutzt.',
  sections: [
    {
      id: 'nature',
      heading: 'Kontaktinformationen, keine Dating- oder Heiratsvermittlung',
      blocks: [
        'Contacto ist eine E-Commerce-Plattform für Kontaktinformationen. Wir sind keine Dating-Seite, keine Heiratsvermittlung und keine Partnervermittlung, und wir sind nicht Teil der Gespräche oder Beziehungen, die nach einem Kauf entstehen können. Wir garantieren weder eine Antwort noch ein Treffen, eine Beziehung oder eine Ehe.',
      ],
    },
    {
      id: 'verification',
      heading: 'Grenzen der Prüfung',
      blocks: [
        'Unser Team prüft jedes Profil vor der Veröffentlichung: Alter, Fotos und Kontaktdaten. Die Prüfung senkt das Risiko gefälschter Profile deutlich, kann es aber nicht ausschließen, und wir können nicht alles überprüfen, was jemand über sich schreibt. Persönliche Angaben, Interessen und Absichten beschreibt jede Frau mit ihren eigenen Worten.',
      ],
    },
    {
      id: 'availability',
      heading: 'Kontaktdaten können sich ändern',
      blocks: [
        'Kontaktdaten sind zum Zeitpunkt der Lieferung korrekt, doch manchmal wechseln Menschen ihre Nummer oder schließen ein Konto. Sind die Daten beim Erhalt ungültig, prüfen wir eine Erstattung, wie in unseren [Nutzungsbedingungen](terms) beschrieben.',
      ],
    },
    {
      id: 'figures',
      heading: 'Zahlen und Erfolgsgeschichten',
      blocks: [
        'Die auf der Website genannten Zahlen (500+ verifizierte Profile, 50+ Erfolgsgeschichten, 25+ Länder, 5-Sterne-Bewertung) beschreiben Contacto als Ganzes über die Zeit. Erfolgsgeschichten sind persönliche Erfahrungen einzelner Kunden; sie sind weder typische Ergebnisse noch ein Versprechen an dich.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Deine eigene Verantwortung',
      blocks: [
        'Du bist dafür verantwortlich, wie du kommunizierst und welche Entscheidungen du triffst, auch wenn du reist und jemanden persönlich triffst. Bitte beachte unsere [Sicherheitstipps](safety) und schicke niemals Geld an jemanden, den du online kennengelernt hast.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Keine Rechts- oder Einwanderungsberatung',
      blocks: [
        'Nichts auf Contacto ist eine Rechts-, Einwanderungs-, Reise- oder Finanzberatung. Regeln zu Visa, Eheschließung und internationalen Beziehungen sind von Land zu Land verschieden; wende dich an qualifizierte Fachleute oder die zuständigen Behörden.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Dienste Dritter',
      blocks: [
        'WhatsApp, Instagram, Telegram, Facebook, TikTok und E-Mail-Anbieter sind unabhängige Dienste, die nicht mit Contacto verbunden sind. Wenn du sie nutzt, gelten ihre eigenen Bedingungen und Datenschutzerklärungen; wir sind für sie nicht verantwortlich.',
      ],
    },
    {
      id: 'liability',
      heading: 'Haftungsbeschränkung',
      blocks: [
        `Soweit gesetzlich zulässig, haftet die ${COMPANY.legalName} nicht für mittelbare Schäden oder Folgeschäden oder für das Verhalten von Nutzern, und ihre Haftung für einen Kauf ist auf den dafür gezahlten Betrag begrenzt. Deine zwingenden Verbraucherrechte bleiben unberührt.`,
      ],
    },
  ],
} satisfies PageContent;

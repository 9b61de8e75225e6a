// About page, German.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto hilft Menschen aus aller Welt, mit Frauen aus der Dominikanischen Republik in Kontakt zu kommen, die eine ernsthafte Beziehung suchen. Jedes Profil reicht die Frau selbst ein, unser Team prüft es, und veröffentlicht wird es nur mit ihrer Einwilligung.',
  sections: [
    {
      id: 'mission',
      heading: 'Unsere Mission',
      blocks: [
        'Jemanden aus einem anderen Land kennenzulernen, sollte nicht von Glück, gefälschten Konten oder teuren Agenturen abhängen. Unsere Mission ist es, den ersten Kontakt für beide Seiten einfach, ehrlich und sicher zu machen.',
        'Für die Frauen auf Contacto heißt das: Sie entscheiden selbst, was sie teilen – welche Kontaktdaten, welche Fotos und mit welchen Käufern. Für alle, die sie kontaktieren, heißt das: echte, verifizierte Profile und ein klarer Preis, ohne Abo und ohne monatliche Gebühren.',
      ],
    },
    {
      id: 'verification',
      heading: 'So prüfen wir jedes Profil',
      blocks: ['Kein Profil geht online, ohne drei Schritte zu durchlaufen. Die Prüfung dauert in der Regel 24–48 Stunden.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Einreichung',
          text: 'Sie erstellt ihr Profil selbst, wählt die Kontaktwege, die sie teilen möchte, und gibt ihre Einwilligung. Die Einreichung ist kostenlos.',
        },
        {
          id: 'step-verification',
          title: 'Prüfung',
          text: 'Unser Team prüft, dass sie mindestens 18 Jahre alt ist, dass ihre Fotos echt und stimmig sind und dass ihre Kontaktdaten funktionieren. Standortdaten in den Fotos werden entfernt.',
        },
        {
          id: 'step-approval',
          title: 'Freigabe',
          text: 'Nur freigegebene Profile werden veröffentlicht. Mit ihrem privaten Verwaltungslink kann sie ihr Profil jederzeit bearbeiten, pausieren oder löschen.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'Was Contacto ist – und was nicht',
      blocks: [
        'Contacto ist eine E-Commerce-Plattform für Kontaktinformationen. Du bezahlst einmalig für die Kontaktdaten, die eine Frau teilen möchte, und erhältst sie direkt nach der Zahlung. Was danach passiert, ist ein Gespräch zwischen zwei Erwachsenen.',
        [
          'Wir sind keine Dating-Seite, keine Heiratsvermittlung und keine Partnervermittlung.',
          'Wir schreiben keine Nachrichten im Namen anderer, vereinbaren keine Treffen und organisieren keine Reisen.',
          'Wir versprechen nie eine Antwort, eine Beziehung oder eine Ehe.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'Einwilligung steht an erster Stelle',
      blocks: [
        'Jede Frau entscheidet, welche Kontaktwege sie teilt, und kann verlangen, jeden Käufer persönlich freizugeben. Sie kann ihre Einwilligung jederzeit widerrufen: Ihr Profil verschwindet dann von der Website, aus den Suchergebnissen und aus den Kopien, die auf den Geräten der Besucher gespeichert sind.',
        'Mehr dazu in unserer [Datenschutzerklärung](privacy) und in unseren [Sicherheitstipps](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Wer wir sind',
      blocks: [
        'Hinter Contacto steht ein kleines Team in den USA und in der Dominikanischen Republik; betrieben wird die Plattform von einer US-amerikanischen Gesellschaft mit beschränkter Haftung (LLC). Die Website gibt es in sechs Sprachen, und unser Support-Team antwortet innerhalb von 24 Stunden. Du erreichst uns über unsere [Kontaktseite](contact).',
      ],
    },
  ],
} satisfies PageContent;

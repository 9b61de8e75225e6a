// Safety Tips, German.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Die meisten Gespräche, die auf Contacto beginnen, sind freundlich und aufrichtig. Diese Tipps helfen dir, dass es so bleibt: wie du dich beim Schreiben schützt, wie du Love-Scamming erkennst und wie du dich sicher persönlich triffst.',
  sections: [
    {
      id: 'talking',
      heading: 'Sicher schreiben und telefonieren',
      blocks: [
        [
          'Lass dir Zeit. Lernt euch über Nachrichten und Videoanrufe kennen, bevor ihr etwas anderes plant.',
          'Mach früh einen Videoanruf. So stellst du am einfachsten sicher, dass die Person, mit der du sprichst, auch die Person aus dem Profil ist.',
          'Behalte persönliche Informationen anfangs für dich: deine Adresse, deinen Arbeitsplatz, deine Finanzdaten und Kopien deines Ausweises oder Reisepasses.',
          'Sei respektvoll. Wenn sie nicht antwortet oder Nein sagt, akzeptiere das und dräng sie nicht.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Love-Scamming erkennen',
      blocks: [
        'Betrüger legen sich falsche Identitäten zu, gewinnen schnell Vertrauen und erfinden dann einen Grund, um Geld zu bitten. Sei vorsichtig, wenn jemand, den du online kennengelernt hast:',
        [
          'sehr schnell große Gefühle gesteht oder schon nach wenigen Nachrichten von Heirat spricht;',
          'immer eine Ausrede findet, um Videoanrufe oder ein persönliches Treffen zu vermeiden;',
          'von einem plötzlichen Notfall erzählt: ein kranker Angehöriger, ein Unfall, ein gesperrtes Bankkonto oder ein Problem beim Zoll;',
          'dich bittet, das Gespräch in eine andere App zu verlegen und geheim zu halten;',
          'um Geld, Geschenkkarten, Kryptowährung, deine Bankdaten oder Hilfe bei einer „Geschäftsgelegenheit“ bittet.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Schicke niemals Geld',
      blocks: [
        'Schicke niemals Geld, Geschenkkarten, Kryptowährung oder Flugtickets an jemanden, den du nicht persönlich getroffen hast – egal, wie überzeugend die Geschichte klingt. So verschicktes Geld ist fast nie zurückzubekommen.',
        'Contacto nimmt Zahlungen nur über die eigene sichere Kasse an, und nur für Kontaktdaten. Wir werden dich nie bitten, jemandem direkt Geld zu zahlen, eine „Freischaltgebühr“ zu zahlen oder außerhalb unserer Website zu bezahlen. Wenn das jemand tut, ist es Betrug: [Melde es](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Persönlich treffen',
      blocks: [
        [
          'Trefft euch beim ersten Mal tagsüber an einem belebten öffentlichen Ort, zum Beispiel in einem Café oder Restaurant.',
          'Sag einem Freund oder Familienmitglied, wohin du gehst, wen du triffst und wann du zurück sein willst.',
          'Kümmere dich selbst um Anreise und Unterkunft, und entscheide selbst, wann du gehst.',
          'Halte dein Handy geladen und trink nur wenig Alkohol. Lass dein Getränk und deine Sachen nie unbeaufsichtigt.',
          'Vertrau deinem Bauchgefühl. Wenn sich etwas falsch anfühlt, kannst du jederzeit gehen.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Reisen in die Dominikanische Republik',
      blocks: [
        [
          'Lies vor der Buchung die Reise- und Sicherheitshinweise deines Landes und die Einreisebestimmungen.',
          'Schließ eine Reiseversicherung ab und bewahre Kopien deines Reisepasses getrennt vom Original auf.',
          'Nutze registrierte Taxis oder bekannte Fahrdienst-Apps und zeig keine teuren Gegenstände oder größeren Bargeldbeträge.',
          'Speichere Adresse und Telefonnummer der Botschaft oder des Konsulats deines Landes.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'Wenn etwas schiefgeht',
      blocks: [
        'Wenn du in Gefahr bist, ruf sofort den Notruf an. In allen anderen Fällen brich den Kontakt ab, mach Screenshots der Nachrichten und [melde es uns](report). Wir prüfen jede Meldung innerhalb von 24 Stunden und können Profile entfernen und Käufer sperren. Wenn du Geld verloren hast, informiere auch deine Bank und erstatte Anzeige bei der Polizei.',
      ],
    },
  ],
} satisfies PageContent;

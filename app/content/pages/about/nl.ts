// About page, Dutch.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto helpt mensen van over de hele wereld in contact te komen met vrouwen uit de Dominicaanse Republiek die een serieuze relatie zoeken. Elk profiel wordt door de vrouw zelf ingestuurd, door ons team gecontroleerd en alleen met haar toestemming gepubliceerd.',
  sections: [
    {
      id: 'mission',
      heading: 'Onze missie',
      blocks: [
        'Iemand uit een ander land leren kennen, zou niet moeten afhangen van geluk, nepaccounts of dure bureaus. Onze missie is het eerste contact eenvoudig, eerlijk en veilig te maken voor beide kanten.',
        'Voor de vrouwen op Contacto betekent dat: zelf bepalen wat ze delen – welke contactgegevens, welke foto’s en met welke kopers. Voor wie hen benadert, betekent het: echte, geverifieerde profielen en een duidelijke prijs, zonder abonnement en zonder maandelijkse kosten.',
      ],
    },
    {
      id: 'verification',
      heading: 'Zo controleren we elk profiel',
      blocks: ['Geen enkel profiel gaat online zonder drie stappen te doorlopen. De controle duurt meestal 24–48 uur.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Insturen',
          text: 'Ze maakt haar profiel zelf aan, kiest welke contactkanalen ze wil delen en geeft haar toestemming. Insturen is gratis.',
        },
        {
          id: 'step-verification',
          title: 'Verificatie',
          text: 'Ons team controleert of ze minstens 18 jaar is, of haar foto’s echt en consistent zijn en of haar contactgegevens werken. Locatiegegevens in foto’s worden verwijderd.',
        },
        {
          id: 'step-approval',
          title: 'Goedkeuring',
          text: 'Alleen goedgekeurde profielen worden gepubliceerd. Met haar privé-beheerlink kan ze haar profiel op elk moment bewerken, pauzeren of verwijderen.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'Wat Contacto is, en wat niet',
      blocks: [
        'Contacto is een e-commerceplatform voor contactinformatie. Je betaalt één keer voor de contactgegevens die een vrouw heeft willen delen, en je ontvangt ze direct na betaling. Wat daarna gebeurt, is een gesprek tussen twee volwassenen.',
        [
          'We zijn geen datingsite, geen huwelijksbureau en geen relatiebemiddeling.',
          'We schrijven geen berichten namens anderen, regelen geen afspraken en organiseren geen reizen.',
          'We beloven nooit een antwoord, een relatie of een huwelijk.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'Toestemming staat voorop',
      blocks: [
        'Elke vrouw bepaalt welke kanalen ze deelt en kan ervoor kiezen elke koper persoonlijk goed te keuren. Ze kan haar toestemming intrekken wanneer ze wil: haar profiel verdwijnt dan van de site, uit de zoekresultaten en uit de kopieën die op de apparaten van bezoekers zijn opgeslagen.',
        'Lees meer in ons [Privacybeleid](privacy) en onze [Veiligheidstips](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Wie we zijn',
      blocks: [
        'Contacto wordt gerund door een klein team in de Verenigde Staten en de Dominicaanse Republiek en geëxploiteerd door een Amerikaanse vennootschap met beperkte aansprakelijkheid (LLC). De site is beschikbaar in zes talen en ons supportteam antwoordt binnen 24 uur. Je bereikt ons via onze [contactpagina](contact).',
      ],
    },
  ],
} satisfies PageContent;

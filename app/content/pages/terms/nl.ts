// Terms of Service, Dutch.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `Deze voorwaarden gelden voor het gebruik van Contacto, geëxploiteerd door ${COMPANY.legalName}. Door de site te bezoeken, contactgegevens te kopen of een profiel in te sturen, ga je ermee akkoord. Lees ze zorgvuldig.`,
  sections: [
    {
      id: 'service',
      heading: 'Wat Contacto is',
      blocks: [
        'Contacto is een e-commerceplatform voor contactinformatie. We publiceren profielen die vrouwen uit de Dominicaanse Republiek bij ons hebben ingestuurd en door ons hebben laten verifiëren, en we verkopen de contactgegevens die elk van hen wil delen.',
        'Contacto is geen datingsite, geen huwelijksbureau en geen relatiebemiddeling. We regelen geen ontmoetingen, vertalen of schrijven geen berichten, organiseren geen reizen, nemen niet deel aan je gesprekken en garanderen niet dat iemand antwoordt.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wie Contacto mag gebruiken',
      blocks: [
        'Je moet minstens 18 jaar zijn en wettelijk bevoegd om een overeenkomst te sluiten. Je mag Contacto niet gebruiken waar dat in strijd is met de wet van je land.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Gebruikersaccounts',
      blocks: [
        'Om te kopen heb je geen account nodig. Met een optioneel account kun je favoriete profielen bewaren. Houd je wachtwoord voor jezelf: je bent verantwoordelijk voor wat er in je account gebeurt. We kunnen accounts sluiten die deze voorwaarden schenden.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Prijzen, betaling en levering',
      blocks: [
        [
          'Elk contact kost $2 bij 1 tot 9 contacten in één bestelling; vanaf 10 contacten kost elk contact $1.00.',
          'Prijzen zijn in Amerikaanse dollars (USD), de transactiekosten bedragen $0.00 en er zijn geen abonnementen of terugkerende afschrijvingen.',
          'Betalingen worden verwerkt door Stripe. We ontvangen nooit je kaartnummer.',
          'De contactgegevens worden direct na betaling op je scherm en per e-mail geleverd.',
        ],
        'Je koopt de contactgegevens die de vrouw op het moment van je aankoop wilde delen. Een aankoop geeft je geen recht op een antwoord, een ontmoeting of een relatie.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Aankopen die haar goedkeuring nodig hebben',
      blocks: [
        'Een vrouw kan ervoor kiezen elke koper persoonlijk goed te keuren. In dat geval wordt het bedrag bij het betalen alleen op je kaart gereserveerd; het wordt pas afgeschreven, en de gegevens worden pas verstrekt, als zij akkoord gaat. Weigert ze of antwoordt ze niet vóór de termijn die bij het afrekenen wordt getoond, dan vervalt de reservering en betaal je niets.',
        'Kopers in de Verenigde Staten: hoewel Contacto geen huwelijksbureau is, volgen we de regel uit de Amerikaanse International Marriage Broker Regulation Act (IMBRA) dat een vrouw schriftelijk toestemming moet geven voordat haar contactgegevens aan een specifieke Amerikaanse klant worden verstrekt. Aankopen vanuit de Verenigde Staten hebben daarom altijd haar goedkeuring nodig en bevatten een kort informatieformulier, dat we haar toesturen voordat ze beslist.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Terugbetalingen',
      blocks: [
        'Alle aankopen zijn definitief. We overwegen een terugbetaling als een technische fout de levering heeft verhinderd of als de ontvangen contactgegevens ongeldig zijn. [Neem contact op](contact) binnen 14 dagen na je aankoop en vermeld je bestelnummer.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Toegestaan gebruik',
      blocks: [
        'Contactgegevens zijn voor je persoonlijke, privégebruik. Het is niet toegestaan om:',
        [
          'iemand lastig te vallen, te bedreigen, te misleiden of onder druk te zetten, of contact te blijven zoeken met iemand die nee heeft gezegd;',
          'iemand om geld te vragen of geld te bieden voor iets anders dan onze contactinformatie;',
          'de ontvangen contactgegevens te publiceren, door te verkopen of te delen;',
          'inhoud van de site te kopiëren of er automatisch gegevens van te verzamelen;',
          'Contacto te gebruiken voor commerciële doeleinden, prostitutie, mensenhandel of andere illegale doeleinden.',
        ],
        'We kunnen kopers die deze regels overtreden zonder terugbetaling blokkeren, en we melden illegale activiteiten bij de autoriteiten.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Een profiel insturen',
      blocks: [
        'Als je een profiel instuurt, bevestig je dat het je eigen profiel is, dat je minstens 18 jaar bent, dat de informatie klopt en dat de foto’s en video’s van jou zijn of dat je ze mag gebruiken. Insturen is gratis. We controleren elk profiel binnen 24–48 uur en kunnen elk profiel weigeren of verwijderen.',
        'Je geeft ons toestemming je profiel op Contacto te tonen, in alle talen van de site, zolang het gepubliceerd is. Je kunt het op elk moment bewerken, pauzeren of verwijderen en je toestemming intrekken, met je privé-beheerlink of door ons te schrijven.',
      ],
    },
    {
      id: 'reports',
      heading: 'Meldingen en handhaving',
      blocks: [
        'Iedereen kan een profiel, een bericht of een betalingsprobleem [melden](report). We bekijken meldingen binnen 24 uur. Bewust valse meldingen kunnen leiden tot beperkingen van je gebruik van Contacto.',
      ],
    },
    {
      id: 'liability',
      heading: 'Aansprakelijkheid',
      blocks: [
        'We verifiëren profielen zorgvuldig, maar we kunnen niet garanderen hoe mensen zich gedragen. Contacto wordt geleverd „zoals het is”. Voor zover de wet dat toestaat, is onze totale aansprakelijkheid voor een aankoop beperkt tot het bedrag dat je ervoor hebt betaald. Niets in deze voorwaarden beperkt aansprakelijkheid die wettelijk niet beperkt kan worden. Zie ook onze [Vrijwaring](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Toepasselijk recht',
      blocks: [
        `Op deze voorwaarden is het recht van de staat ${COMPANY.state}, Verenigde Staten, van toepassing. Als consument behoud je de bescherming van de dwingende wetgeving van het land waar je woont.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen en contact',
      blocks: [
        `We kunnen deze voorwaarden bijwerken; de datum bovenaan toont de nieuwste versie. Op elke aankoop zijn de voorwaarden van toepassing die golden op het moment van de aankoop. Vragen: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('nl')}.`,
      ],
    },
  ],
} satisfies PageContent;

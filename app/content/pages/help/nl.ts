// Help Center FAQ, Dutch.
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Antwoorden op de meest gestelde vragen over het kopen van contactgegevens, betalingen, veiligheid en het beheren van je eigen profiel. Niet gevonden wat je zoekt? Ons team antwoordt binnen 24 uur.',
  categories: [
    {
      id: 'getting-started',
      title: 'Aan de slag',
      summary: 'Hoe Contacto werkt, kopen zonder account, talen en offline gebruik.',
      questions: [
        {
          id: 'faq-account',
          question: 'Heb ik een account nodig om contactgegevens te kopen?',
          answer: [
            'Nee. Je kunt rondkijken, je winkelwagen vullen en betalen met alleen je e-mailadres. Een account is optioneel en dient vooral om favoriete profielen op al je apparaten te bewaren.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: 'Hoe koop ik iemands contactgegevens?',
          answer: [
            [
              'Bekijk de profielen en voeg de vrouwen met wie je contact wilt, toe aan je winkelwagen.',
              'Open je winkelwagen en ga naar de kassa.',
              'Vul je e-mailadres in (je naam is optioneel) en betaal op de beveiligde betaalpagina met je kaart.',
              'Ontvang de contactgegevens op je scherm en per e-mail.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: 'In welke talen is Contacto beschikbaar?',
          answer: [
            'De hele site is beschikbaar in het Engels, Spaans, Italiaans, Duits, Nederlands en Portugees. Kies je taal met de taalkiezer in de kop- of voettekst; je keuze wordt op dit apparaat onthouden. Ons supportteam antwoordt in alle zes talen.',
          ],
        },
        {
          id: 'faq-offline',
          question: 'Kan ik Contacto offline gebruiken?',
          answer: [
            'Ja, grotendeels. Je kunt Contacto als app op je telefoon of computer installeren. Eenmaal geladen blijven de profielen, je winkelwagen en de contactgegevens die je hebt gekocht beschikbaar op je apparaat, ook zonder verbinding.',
            'Voor betalen en het versturen van formulieren heb je een verbinding nodig. Een profiel dat je offline instuurt, wordt op je apparaat bewaard en automatisch verzonden zodra je weer online bent.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Betalen en facturering',
      summary: 'Prijzen, valuta, levering van de contactgegevens en terugbetalingen.',
      questions: [
        {
          id: 'faq-pricing',
          question: 'Wat kost het?',
          answer: [
            'Elk contact kost $2 als je 1 tot 9 contacten koopt. Vanaf 10 contacten in één bestelling kost elk contact $1.00. Er zijn geen abonnementen en geen maandelijkse kosten: je betaalt één keer per contact.',
          ],
        },
        {
          id: 'faq-currency',
          question: 'In welke valuta rekenen jullie af, en zijn er kosten?',
          answer: [
            'Alle prijzen zijn in Amerikaanse dollars (USD). We rekenen geen transactiekosten ($0.00). Staat je kaart op een andere valuta, dan kan je bank eigen wisselkoerskosten rekenen.',
          ],
        },
        {
          id: 'faq-delivery',
          question: 'Wanneer ontvang ik de contactgegevens?',
          answer: [
            'Direct na betaling. De gegevens verschijnen op de bevestigingspagina, worden op je apparaat bewaard en naar je e-mailadres gestuurd, samen met een link om ze later opnieuw te openen.',
            'Sommige vrouwen keuren elke koper liever persoonlijk goed, en dat geldt altijd voor kopers in de Verenigde Staten. In dat geval wordt het bedrag op je kaart alleen gereserveerd: je betaalt en ontvangt de gegevens wanneer zij akkoord gaat. Weigert ze of antwoordt ze niet op tijd, dan vervalt de reservering en betaal je niets.',
          ],
        },
        {
          id: 'faq-refunds',
          question: 'Kan ik mijn geld terugkrijgen?',
          answer: [
            'Alle aankopen zijn definitief. We overwegen wel een terugbetaling bij een technische fout of als de contactgegevens die je kreeg ongeldig zijn (bijvoorbeeld een nummer dat niet bestaat). [Neem contact op](contact) met je bestelnummer en we zoeken het uit.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Veiligheid en beveiliging',
      summary: 'Verificatie, problemen melden, veilig betalen en support.',
      questions: [
        {
          id: 'faq-verification',
          question: 'Hoe worden profielen geverifieerd?',
          answer: [
            'Elk profiel doorloopt drie stappen: insturen door de vrouw zelf, verificatie door ons team (18 jaar of ouder, echte en consistente foto’s, werkende contactgegevens) en goedkeuring. Alleen goedgekeurde profielen worden gepubliceerd. Meer hierover op onze pagina [Over ons](about).',
          ],
        },
        {
          id: 'faq-report',
          question: 'Hoe meld ik een profiel of een probleem?',
          answer: [
            'Gebruik het [meldformulier](report). Je kunt anoniem melden en bewijs toevoegen, zoals een screenshot. We bekijken elke melding binnen 24 uur en grijpen in, wat kan betekenen dat we een profiel verwijderen of een koper blokkeren.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: 'Zijn mijn betaalgegevens veilig?',
          answer: [
            'Ja. Betalingen worden verwerkt door Stripe op zijn beveiligde, PCI-conforme betaalpagina. Contacto ziet en bewaart je kaartnummer nooit.',
          ],
        },
        {
          id: 'faq-support-time',
          question: 'Hoe snel reageert de support?',
          answer: ['Ons supportteam antwoordt binnen 24 uur. Schrijf ons via de [contactpagina](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Profielbeheer',
      summary: 'Je eigen profiel insturen, laten controleren, wijzigen of verwijderen.',
      questions: [
        {
          id: 'faq-submit',
          question: 'Hoe stuur ik mijn profiel in?',
          answer: [
            'Vul het [profielformulier](submit-profile) in met je gegevens, je foto’s en de contactkanalen die je wilt delen. Insturen is gratis en je hebt geen account nodig.',
          ],
        },
        {
          id: 'faq-review-time',
          question: 'Hoe lang duurt de controle?',
          answer: [
            'We controleren elk profiel binnen 24–48 uur. Je krijgt een e-mail zodra je profiel is goedgekeurd, of als we nog iets van je nodig hebben.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: 'Kan ik mijn profiel wijzigen of kiezen wie mijn gegevens krijgt?',
          answer: [
            'Ja. Na het insturen ontvang je per e-mail een privé-beheerlink. Daarmee kun je je profiel bewerken of pauzeren, de gedeelde kanalen wijzigen en ervoor kiezen elke koper zelf goed te keuren voordat je gegevens worden vrijgegeven.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: 'Hoe trek ik mijn toestemming in of verwijder ik mijn profiel?',
          answer: [
            'Open je privé-beheerlink en kies ervoor je profiel te verwijderen, of [neem contact op](contact) en wij doen het voor je. Je profiel verdwijnt meteen van de site en uit de zoekresultaten, en de kopieën op de apparaten van bezoekers worden gewist zodra die weer verbinding maken. Vanaf dat moment worden je gegevens aan niemand meer verstrekt.',
            'Kopers die je gegevens vóór de intrekking hebben ontvangen, houden wat ze hebben ontvangen. Misbruikt iemand ze, [meld het](report) dan en we blokkeren die koper.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;
